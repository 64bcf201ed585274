// Real images for tests that upload logos: the server decodes every logo, so bytes that only
// start like a PNG or a JPEG are refused.
import { decode as decodePng, encode as encodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { makeLogoPng } from '../mocks/db/png';

/** A 16×16 PNG. */
export const pngBytes = (): Uint8Array => makeLogoPng([16, 78, 139], [255, 255, 255], 3, 16);

/** An 8×8 JPEG. */
export const jpegBytes = (): Uint8Array =>
  new Uint8Array(encodeJpeg({ width: 8, height: 8, data: new Uint8Array(8 * 8 * 4).fill(180) }, 80).data);

/** A grey PNG of any size (a logo past the size limit in one direction is enough to refuse). */
export const pngOfSize = (width: number, height: number): Uint8Array =>
  encodePng({ width, height, channels: 1, depth: 8, data: new Uint8Array(width * height).fill(200) });

/** A grey JPEG of any size. */
export const jpegOfSize = (width: number, height: number): Uint8Array =>
  new Uint8Array(encodeJpeg({ width, height, data: new Uint8Array(width * height * 4).fill(200) }, 80).data);

// Some tests hand over Node's own Blob (which FileReader refuses), others jsdom's (no arrayBuffer).
const bytesOf = async (blob: Blob): Promise<Uint8Array> =>
  typeof blob.arrayBuffer === 'function'
    ? new Uint8Array(await blob.arrayBuffer())
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(blob);
      });

/**
 * jsdom has no image decoder, so `createImageBitmap` is what a browser does for a PNG or a JPEG,
 * with the pure-JS decoders the mock server uses: the real size, or a rejection for a file that
 * does not decode (the browser throws an InvalidStateError there).
 */
export async function createImageBitmapLikeABrowser(blob: Blob): Promise<ImageBitmap> {
  const bytes = await bytesOf(blob);
  try {
    const image = bytes[0] === 0x89 ? decodePng(bytes, { checkCrc: true }) : decodeJpeg(bytes, { useTArray: true });
    return { width: image.width, height: image.height, close: () => undefined } as ImageBitmap;
  } catch {
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  }
}
