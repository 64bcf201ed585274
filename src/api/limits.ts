// The limits of docs/decisions.md#limits, named once: the mock backend answers 422 (413 for a body)
// past them, the contract states them, and the app's inputs carry the same maxLength.

/** Names (people, organizations, companies, docs link labels) and other short text. */
export const NAME_MAX_LENGTH = 200;
/** Address lines and city. */
export const ADDRESS_MAX_LENGTH = 200;
/** An email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** The shortest password the product takes (docs/product.md#9-constants). */
export const PASSWORD_MIN_LENGTH = 8;
/** A password as typed (a passphrase fits; nothing is stored unhashed on a real server). */
export const PASSWORD_MAX_LENGTH = 200;
/** Any URL (websites, docs links, reset tokens). */
export const URL_MAX_LENGTH = 2048;
/** A JSON or form body; uploads (multipart) have their own limits. */
export const BODY_MAX_BYTES = 1024 * 1024;
/** A logo's width and height, in pixels (docs/product.md#9-constants; the server refuses larger). */
export const LOGO_MAX_DIMENSION = 1024;

/**
 * An email address as the server takes it (usernames, invites, contact emails) and the app's
 * forms check it: dot-separated atoms without spaces, quotes, brackets, control or
 * direction-override characters, then a domain of letter-or-digit labels with a top-level name
 * (internationalized names included): markup such as `<img …>@x.co` never passes.
 */
const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"\p{C}.]+(?:\.[^\s@<>()[\]\\,;:"\p{C}.]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z\d-]{1,59})$/iu;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
