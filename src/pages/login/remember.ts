// Remember me keeps the email (not a session key of docs/product.md#3-entities, so logout leaves it).
const KEY = 'login.rememberedEmail';

export function readRememberedEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing to remember
  }
}
