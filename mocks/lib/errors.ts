import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';

export type ValidationErrorItem = components['schemas']['ValidationErrorItem'];

/** `{ "detail": text }` with the given status, the way FastAPI raises HTTPException. */
export function detail(status: number, text: string): Response {
  return HttpResponse.json({ detail: text }, { status });
}

/** A 422 with FastAPI's list of validation errors. */
export function validation(items: ValidationErrorItem[]): Response {
  return HttpResponse.json({ detail: items }, { status: 422 });
}

export function fieldError(field: string, msg: string, type = 'value_error'): ValidationErrorItem {
  return { loc: ['body', field], msg, type };
}

export const missing = (field: string): ValidationErrorItem => fieldError(field, 'Field required', 'missing');

export const notFound = (what = 'Not found'): Response => detail(404, what);
