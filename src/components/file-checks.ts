// Uploads are checked by content (magic bytes), never only by the file's name or declared type.

async function head(file: Blob, length: number): Promise<Uint8Array> {
  const part = file.slice(0, length);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((b, i) => bytes[i] === b);

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // %PDF-

/**
 * True when the bytes are a PDF: `%PDF-` at the start, after at most a UTF-8 BOM and whitespace
 * (docs/decisions.md#limits). Never `%PDF-` further in: an HTML page with it in a comment is not a PDF.
 */
export async function isPdf(file: Blob): Promise<boolean> {
  const bytes = await head(file, 64);
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(bytes[at]!)) at++;
  return startsWith(bytes.subarray(at), PDF_MAGIC);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;

/** The logo's image type by its magic bytes: PNG or JPEG, else null (GIF, SVG, anything renamed). */
export async function logoType(file: Blob): Promise<'image/png' | 'image/jpeg' | null> {
  const bytes = await head(file, 8);
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

/** A data: URL of the file, for a preview before the upload (no object URL to revoke later). */
export async function dataUrlOf(file: Blob, mime: string): Promise<string> {
  const bytes = await head(file, file.size);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mime};base64,${btoa(binary)}`;
}

/**
 * The image's size in pixels as the browser decodes it, or null when it does not decode (a
 * truncated or corrupt file). Undefined where the browser has no decoder to ask: the server
 * still checks every logo.
 */
export async function decodedSize(file: Blob): Promise<{ width: number; height: number } | null | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
