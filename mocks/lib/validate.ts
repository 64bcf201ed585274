// Body validation with FastAPI's answers: a 422 with the list of field errors.
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, URL_MAX_LENGTH, isEmail } from '../../src/api/limits';
import { fieldError, missing, validation, type ValidationErrorItem } from './errors';
import { readForm, readJson } from './route';

type Obj = Record<string, unknown>;

/**
 * What each text field of any body may hold (docs/decisions.md#limits), by field name: every JSON
 * body read through `jsonObject`, the login form and the upload fields are checked against it,
 * so handlers need no limits of their own. `url`: http(s) only (a website may leave out its
 * scheme); `docs`: the same, or a path on the API (`/api/files/…`), never `//host`. `text`: a
 * name must show a visible character, and neither a name nor a line may hold a control, NUL or
 * direction-override character (they hide or reorder what people read: "Acme‮evil").
 */
type Limit = { max: number; url?: 'web' | 'docs'; text?: 'name' | 'line' };
const NAME: Limit = { max: NAME_MAX_LENGTH, text: 'name' };
const LINE: Limit = { max: NAME_MAX_LENGTH, text: 'line' };
const ADDRESS: Limit = { max: ADDRESS_MAX_LENGTH, text: 'line' };
const EMAIL_FIELD: Limit = { max: EMAIL_MAX_LENGTH };
const PASSWORD: Limit = { max: PASSWORD_MAX_LENGTH };
const WEB_URL: Limit = { max: URL_MAX_LENGTH, url: 'web' };

const FIELD_LIMITS: Readonly<Record<string, Limit>> = {
  name: NAME,
  org_name: NAME,
  company_display: NAME,
  company_name: NAME,
  first_name: NAME,
  last_name: NAME,
  company_docs_link_name: NAME,
  heard: LINE,
  price_id: LINE,
  phone: LINE,
  contact_phone: LINE,
  company_phone: LINE,
  state: LINE,
  company_state: LINE,
  zipcode: LINE,
  company_zipcode: LINE,
  address1: ADDRESS,
  address2: ADDRESS,
  city: ADDRESS,
  company_address1: ADDRESS,
  company_address2: ADDRESS,
  company_city: ADDRESS,
  email: EMAIL_FIELD,
  username: EMAIL_FIELD,
  contact_email: EMAIL_FIELD,
  password: PASSWORD,
  new_password: PASSWORD,
  website: WEB_URL,
  company_website: WEB_URL,
  company_docs_base_url: { max: URL_MAX_LENGTH, url: 'docs' },
  token: { max: URL_MAX_LENGTH },
  session_id: { max: URL_MAX_LENGTH },
};

// eslint-disable-next-line no-control-regex
const HIDDEN_OR_REORDERING = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Something a reader sees: not a space, a format or control character, a lone mark or a blank filler. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;

/** Why a name or a line is refused, or null. */
function textProblem(value: string, kind: 'name' | 'line'): Problem | null {
  if (HIDDEN_OR_REORDERING.test(value)) return { msg: 'Remove control, NUL or direction-override characters.', type: 'value_error' };
  if (kind === 'name' && !VISIBLE.test(value)) return { msg: 'Enter a name with at least one visible character.', type: 'value_error' };
  return null;
}

/**
 * The form of a name uniqueness compares (docs/decisions.md#names-and-emails): NFKC, without format
 * characters, case-folded, whitespace runs as one space. "Ｈarborview  insurance" and "Harborview
 * Insurance" are the same name.
 */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toUpperCase()
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** `localhost:5173/x` reads as a scheme `localhost:` to a URL parser: a host and port, no scheme. */
const HOST_PORT = /^[^:/?#]+:\d+(?:[/?#]|$)/;

type Problem = { msg: string; type: string };

/** Why a URL field's value is refused (pydantic's HttpUrl words), or null when it is fine. */
function urlProblem(value: string, kind: 'web' | 'docs'): Problem | null {
  const bad = (msg: string, type: string): Problem => ({ msg, type });
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return bad('Input should be a valid URL, invalid characters', 'url_parsing');
  if (kind === 'docs' && /^\/(?![/\\])/.test(value)) return null;
  const scheme = HOST_PORT.test(value) ? null : SCHEME.exec(value);
  if (scheme && !/^https?$/i.test(scheme[1]!)) return bad("URL scheme should be 'http' or 'https'", 'url_scheme');
  if (!scheme && kind === 'docs') return bad('Input should be an absolute http(s) URL or a path on the API', 'url_parsing');
  if (value.startsWith('/')) return bad('Input should be a valid URL, relative URL without a base', 'url_parsing');
  try {
    const url = new URL(scheme ? value : `https://${value}`);
    if (!url.hostname) return bad('Input should be a valid URL, empty host', 'url_parsing');
  } catch {
    return bad('Input should be a valid URL', 'url_parsing');
  }
  return null;
}

/** The limit errors of a body's text fields (non-text values are left to the handler). */
function limitErrors(body: Obj): ValidationErrorItem[] {
  const errors: ValidationErrorItem[] = [];
  for (const [field, limit] of Object.entries(FIELD_LIMITS)) {
    const raw = body[field];
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (value.length > limit.max) {
      const what = limit.url ? 'URL' : 'String';
      errors.push(fieldError(field, `${what} should have at most ${limit.max} characters`, limit.url ? 'url_too_long' : 'string_too_long'));
      continue;
    }
    const problem = !value ? null : limit.url ? urlProblem(value, limit.url) : limit.text ? textProblem(value, limit.text) : null;
    if (problem) errors.push(fieldError(field, problem.msg, problem.type));
  }
  return errors;
}

/** The 422 for fields past their limits (FIELD_LIMITS), or null when every field is within them. */
export function limitFailure(body: Obj): Response | null {
  const errors = limitErrors(body);
  return errors.length ? validation(errors) : null;
}

/** The JSON object body, or the 422 FastAPI answers for a missing or non-object body or a field past its limit. */
export async function jsonObject(request: Request, { optional = false } = {}): Promise<Obj | Response> {
  const body = await readJson(request);
  if (body === null || body === undefined) {
    return optional ? {} : validation([{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    return validation([
      { loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type' },
    ]);
  }
  return limitFailure(body as Obj) ?? (body as Obj);
}

/** A urlencoded or multipart form's text fields, or the 422 for a field past its limit. */
export async function formObject(request: Request): Promise<Record<string, string> | Response> {
  const form = await readForm(request);
  return limitFailure(form) ?? form;
}

interface StrOpts {
  required?: boolean;
  /** Blank (after trim) counts as missing for a required field and as null for an optional one. */
  nonBlank?: boolean;
  email?: boolean;
  min?: number;
  minMsg?: string;
  blankMsg?: string;
  lower?: boolean;
}

/** Collects field errors; each reader answers the value (undefined when absent, null when null). */
export class Fields {
  readonly errors: ValidationErrorItem[] = [];
  constructor(private readonly body: Obj) {}

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.body, name);
  }

  /** A string field; `null` is accepted for optional fields, blank optional strings become null. */
  str(name: string, opts: StrOpts = {}): string | null | undefined {
    const v = this.body[name];
    if (v === undefined || (v === null && opts.required)) {
      if (opts.required) this.errors.push(missing(name));
      return v as undefined | null;
    }
    if (v === null) return null;
    if (typeof v !== 'string') {
      this.errors.push(fieldError(name, 'Input should be a valid string', 'string_type'));
      return undefined;
    }
    let s = v.trim();
    if (opts.lower) s = s.toLowerCase();
    if (!s) {
      if (opts.required || opts.nonBlank) {
        this.errors.push(fieldError(name, opts.blankMsg ?? 'Field cannot be blank', 'string_too_short'));
        return undefined;
      }
      return null;
    }
    if (opts.email && !isEmail(s)) {
      this.errors.push(fieldError(name, 'Enter a valid email address.'));
      return undefined;
    }
    if (opts.min !== undefined && v.length < opts.min) {
      this.errors.push(fieldError(name, opts.minMsg ?? `String should have at least ${opts.min} characters`, 'string_too_short'));
      return undefined;
    }
    return opts.min !== undefined ? v : s;
  }

  /** An integer field; `nullable` lets null through. Numeric strings are coerced, as FastAPI does. */
  int(name: string, opts: { required?: boolean; nullable?: boolean; min?: number; max?: number } = {}): number | null | undefined {
    const v = this.body[name];
    if (v === undefined) {
      if (opts.required) this.errors.push(missing(name));
      return undefined;
    }
    if (v === null || v === '') {
      if (opts.nullable) return null;
      this.errors.push(fieldError(name, 'Input should be a valid integer', 'int_type'));
      return undefined;
    }
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isInteger(n)) {
      this.errors.push(fieldError(name, 'Input should be a valid integer', 'int_type'));
      return undefined;
    }
    if (opts.min !== undefined && n < opts.min) {
      this.errors.push(fieldError(name, `Input should be greater than or equal to ${opts.min}`, 'greater_than_equal'));
      return undefined;
    }
    if (opts.max !== undefined && n > opts.max) {
      this.errors.push(fieldError(name, `Input should be less than or equal to ${opts.max}`, 'less_than_equal'));
      return undefined;
    }
    return n;
  }

  /** A boolean field; 0/1 and "true"/"false" are accepted like FastAPI's lax mode. */
  bool(name: string, opts: { required?: boolean } = {}): boolean | undefined {
    const v = this.body[name];
    if (v === undefined || v === null) {
      if (opts.required) this.errors.push(missing(name));
      return undefined;
    }
    if (v === true || v === 1 || v === 'true' || v === '1') return true;
    if (v === false || v === 0 || v === 'false' || v === '0') return false;
    this.errors.push(fieldError(name, 'Input should be a valid boolean', 'bool_type'));
    return undefined;
  }

  oneOf<T extends string>(name: string, values: readonly T[], opts: { required?: boolean } = {}): T | undefined {
    const v = this.body[name];
    if (v === undefined || v === null) {
      if (opts.required) this.errors.push(missing(name));
      return undefined;
    }
    if (typeof v !== 'string' || !values.includes(v as T)) {
      this.errors.push(
        fieldError(
          name,
          `Input should be ${values
            .map((x) => `'${x}'`)
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1')}`,
          'enum',
        ),
      );
      return undefined;
    }
    return v as T;
  }

  /** The 422 to answer when any field failed, else null. */
  fail(): Response | null {
    return this.errors.length ? validation(this.errors) : null;
  }
}
