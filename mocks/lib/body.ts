// What a call's body may be: its media types and its size, decided by the call (its path), never
// by what the request says about itself. A 64 MB JSON body declared as multipart/form-data is
// still a JSON call's body: refused past 1 MB; and a JSON call whose body is of another type
// answers 415. The HTTP server (http-app.ts) applies the size while it reads; the route wrapper
// (route.ts) applies both for the in-browser and in-process mocks.
import { HttpResponse } from 'msw';
import { BODY_MAX_BYTES } from '../../src/api/limits';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES, MAX_PDF_BYTES, PDF_TOO_LARGE } from './upload';

type Essence = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';

interface BodyRule {
  /** The media types the call takes. */
  types: readonly Essence[];
  /** The most bytes its body may hold. */
  max: number;
  /** The 413's detail. */
  tooLarge: string;
}

/** A multipart body carries its fields and boundaries beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const BODY_TOO_LARGE = `Request body too large: at most ${BODY_MAX_BYTES / 1024 / 1024} MB.`;

const JSON_BODY: BodyRule = { types: ['application/json'], max: BODY_MAX_BYTES, tooLarge: BODY_TOO_LARGE };
const FORM_BODY: BodyRule = {
  types: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  max: BODY_MAX_BYTES,
  tooLarge: BODY_TOO_LARGE,
};
const PDF_UPLOAD: BodyRule = { types: ['multipart/form-data'], max: MAX_PDF_BYTES + MULTIPART_OVERHEAD, tooLarge: PDF_TOO_LARGE };
const LOGO_UPLOAD: BodyRule = { types: ['multipart/form-data'], max: MAX_LOGO_BYTES + MULTIPART_OVERHEAD, tooLarge: LOGO_TOO_LARGE };

/** The calls whose body is not JSON, by path below the API base (the stand-in pages by their own path). */
const NOT_JSON: [RegExp, BodyRule][] = [
  [/^\/auth\/login\/?$/, FORM_BODY],
  [/^\/upload\/?$/, PDF_UPLOAD],
  [/^\/upload-logo\/?$/, LOGO_UPLOAD],
  [/^\/orgs\/[^/]+\/logo\/?$/, LOGO_UPLOAD],
  // The payment provider's stand-in pages post plain HTML forms.
  [/^\/mock-portal\//, FORM_BODY],
];

/** The rule for a call's body, from its path below the API base. */
export function bodyRule(path: string): BodyRule {
  return NOT_JSON.find(([pattern]) => pattern.test(path))?.[1] ?? JSON_BODY;
}

/** `multipart/form-data; boundary=…` → `multipart/form-data`; `application/problem+json` counts as JSON. */
function essenceOf(contentType: string | null): string | null {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!essence) return null;
  return /^application\/[\w.-]+\+json$/.test(essence) ? 'application/json' : essence;
}

/** The 413 for a body past its call's size. */
export const sizeRefusal = (rule: BodyRule): Response => HttpResponse.json({ detail: rule.tooLarge }, { status: 413 });

/**
 * Why a request's body is refused, or null: 413 past the call's size (the declared length first,
 * so nothing that large is read), 415 for a body of a type the call does not take. A body
 * without a Content-Type is read as the call's own type, as FastAPI reads JSON.
 */
export async function bodyRefusal(request: Request, path: string): Promise<Response | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const rule = bodyRule(path);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > rule.max) return sizeRefusal(rule);
  const size = (await request.clone().arrayBuffer()).byteLength;
  if (size > rule.max) return sizeRefusal(rule);
  const essence = essenceOf(request.headers.get('content-type'));
  if (size > 0 && essence !== null && !(rule.types as readonly string[]).includes(essence)) {
    return HttpResponse.json({ detail: `Unsupported media type: this call takes ${rule.types.join(' or ')}.` }, { status: 415 });
  }
  return null;
}
