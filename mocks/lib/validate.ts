// Body validation with FastAPI's answers: a 422 with the list of field errors.
import { fieldError, missing, validation, type ValidationErrorItem } from './errors';
import { readJson } from './route';

type Obj = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The JSON object body, or the 422 FastAPI answers for a missing or non-object body. */
export async function jsonObject(request: Request, { optional = false } = {}): Promise<Obj | Response> {
  const body = await readJson(request);
  if (body === null || body === undefined) {
    return optional ? {} : validation([{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    return validation([{ loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type' }]);
  }
  return body as Obj;
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
    if (opts.email && !EMAIL.test(s)) {
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
  int(name: string, opts: { required?: boolean; nullable?: boolean; min?: number } = {}): number | null | undefined {
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
      this.errors.push(fieldError(name, `Input should be ${values.map((x) => `'${x}'`).join(', ').replace(/, ([^,]*)$/, ' or $1')}`, 'enum'));
      return undefined;
    }
    return v as T;
  }

  /** The 422 to answer when any field failed, else null. */
  fail(): Response | null {
    return this.errors.length ? validation(this.errors) : null;
  }
}
