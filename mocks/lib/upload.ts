// Multipart uploads: the file part checked by content (never by name or declared type) and size.
import { LOGO_MAX_DIMENSION } from '../../src/api/limits';
import { detail, fieldError, missing, validation } from './errors';
import { imageProblem } from './image';

const MAX_PDF_BYTES = 20 * 1024 * 1024;
const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const PDF_TOO_LARGE = `File too large: PDFs up to ${MAX_PDF_BYTES / 1024 / 1024} MB.`;
export const LOGO_TOO_LARGE = `File too large: logos up to ${MAX_LOGO_BYTES / 1024 / 1024} MB.`;
export { MAX_LOGO_BYTES, MAX_PDF_BYTES };

interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** Reads a multipart body; a request that is not multipart answers FastAPI's 422 for the missing file. */
export async function readUpload(request: Request): Promise<UploadForm | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) return validation([missing('file')]);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return detail(400, 'There was an error parsing the body');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'file' && !file) {
      file = { name: cleanUploadName((value as File).name || '', 'upload'), bytes: new Uint8Array(await (value as Blob).arrayBuffer()) };
    }
  }
  return { fields, file };
}

const startsWith = (bytes: Uint8Array, magic: number[]): boolean => magic.every((b, i) => bytes[i] === b);

/**
 * True when the bytes are a PDF: `%PDF-` at the start, after at most a UTF-8 BOM and whitespace
 * (docs/decisions.md#files). Not anywhere in the first KB, as lenient readers accept: an HTML page with
 * `%PDF-` in a comment is a polyglot, not a PDF.
 */
function isPdf(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < bytes.length && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(bytes[at]!)) at++;
  return startsWith(bytes.subarray(at), [0x25, 0x50, 0x44, 0x46, 0x2d]);
}

const MAX_FILE_NAME = 200;

/**
 * The name a file is kept and served under: no control characters (they break headers and
 * logs) and no bidi overrides (they disguise "fdp.exe" as "exe.pdf"), no path, at most 200
 * characters with the extension kept. Any script stays as it is.
 */
export function cleanUploadName(name: string, fallback = 'document.pdf'): string {
  const clean = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\\/]/g, '_')
    .trim();
  if (!clean) return fallback;
  if ([...clean].length <= MAX_FILE_NAME) return clean;
  const ext = /\.[a-z0-9]{1,5}$/i.exec(clean)?.[0] ?? '';
  return (
    [...clean.slice(0, clean.length - ext.length)]
      .slice(0, MAX_FILE_NAME - ext.length)
      .join('')
      .trimEnd() + ext
  );
}

/** The image type from the magic bytes: PNG or JPEG, else null. */
function imageMime(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The PDF part, or the answer: 422 without a file, 413 too large, 400 not a PDF. */
export function checkPdf(file: UploadedFile | null): UploadedFile | Response {
  if (!file) return validation([missing('file')]);
  if (file.bytes.length === 0) return validation([fieldError('file', 'The file is empty.')]);
  if (file.bytes.length > MAX_PDF_BYTES) return detail(413, PDF_TOO_LARGE);
  if (!isPdf(file.bytes)) return detail(400, 'Only PDF files are accepted.');
  return file;
}

const NOT_AN_IMAGE = 'Logo must be a PNG or JPEG image.';

/**
 * The logo part and its type, or the answer: 422 without a file, 413 too large, 400 when it is
 * not a PNG or JPEG that decodes (lib/image.ts) or is past 1024×1024.
 */
export function checkLogo(file: UploadedFile | null): { file: UploadedFile; mime: 'image/png' | 'image/jpeg' } | Response {
  if (!file) return validation([missing('file')]);
  if (file.bytes.length > MAX_LOGO_BYTES) return detail(413, LOGO_TOO_LARGE);
  const mime = imageMime(file.bytes);
  if (!mime) return detail(400, NOT_AN_IMAGE);
  const problem = imageProblem(file.bytes, mime);
  if (problem === 'too-large') return detail(400, `Logo must be at most ${LOGO_MAX_DIMENSION}×${LOGO_MAX_DIMENSION} pixels.`);
  if (problem) return detail(400, NOT_AN_IMAGE);
  return { file, mime };
}
