// Lost updates: every record a PATCH changes has a version, sent as its ETag (on the PATCH's
// answer and on a GET of the one record). A PATCH with If-Match for another version answers 412
// and changes nothing, so a save made on a stale copy never silently overwrites someone else's.
// A PATCH without If-Match is applied as before: clients that ignore ETags work unchanged.
import { HttpResponse } from 'msw';

const CHANGED_ELSEWHERE = 'This record was changed elsewhere since you loaded it.';

/** A strong ETag for the fields a record's PATCH can change (FNV-1a over their JSON, twice seeded). */
export function etagOf(fields: unknown): string {
  const text = JSON.stringify(fields);
  let out = '';
  for (const seed of [0x811c9dc5, 0x01000193]) {
    let h = seed;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return `"${out}"`;
}

/** The 412 when If-Match names neither `*` nor the record's current ETag; null otherwise. */
export function staleWrite(request: Request, current: string): Response | null {
  const header = request.headers.get('if-match');
  if (header === null) return null;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes('*') || tags.includes(current)) return null;
  return HttpResponse.json({ detail: CHANGED_ELSEWHERE }, { status: 412, headers: { ETag: current } });
}

/** A JSON answer carrying the record's ETag. */
export const jsonWithEtag = (body: unknown, etag: string): Response => HttpResponse.json(body as object, { headers: { ETag: etag } });
