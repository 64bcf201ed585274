// What an uploaded logo really is: its size read from the header, then the whole image decoded
// (fast-png, jpeg-js: maintained pure-JS decoders, so the in-browser mock runs the same check).
// A PNG signature followed by HTML, a truncated or corrupt image, one without pixels, or one past
// 1024×1024 (the spec's hint, which a 48 KB PNG declaring 20000×20000 would blow up in every
// browser that shows it) is refused, before anything is stored.
import { decode as decodePng } from 'fast-png';
import { decode as decodeJpeg } from 'jpeg-js';
import { LOGO_MAX_DIMENSION } from '../../src/api/limits';

type ImageMime = 'image/png' | 'image/jpeg';
type Size = { width: number; height: number };

/** A PNG's size from its first chunk, which must be IHDR. */
function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  return ihdr === 'IHDR' ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
}

/** Start-of-frame markers (baseline, progressive, lossless…); not DHT (C4), JPG (C8) or DAC (CC). */
const isFrameMarker = (m: number): boolean => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** A JPEG's size from its start-of-frame segment. */
function jpegSize(bytes: Uint8Array): Size | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (isFrameMarker(marker)) return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
    if (marker === 0xd9 || marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** Decodes the whole image; false when it does not decode into the pixels its header promises. */
function decodes(bytes: Uint8Array, mime: ImageMime, size: Size): boolean {
  try {
    if (mime === 'image/png') {
      const png = decodePng(bytes, { checkCrc: true });
      const perPixel = png.channels * (png.depth / 8);
      return png.width === size.width && png.height === size.height && png.data.length >= Math.floor(size.width * size.height * perPixel);
    }
    const jpeg = decodeJpeg(bytes, {
      useTArray: true,
      tolerantDecoding: false,
      maxResolutionInMP: (LOGO_MAX_DIMENSION * LOGO_MAX_DIMENSION) / 1e6,
      maxMemoryUsageInMB: 64,
    });
    return jpeg.width === size.width && jpeg.height === size.height;
  } catch {
    return false;
  }
}

/** Why an image of this type is refused: `not-image` (does not decode, or has no pixels), `too-large`, or null. */
export function imageProblem(bytes: Uint8Array, mime: ImageMime): 'not-image' | 'too-large' | null {
  const size = mime === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return 'not-image';
  if (size.width > LOGO_MAX_DIMENSION || size.height > LOGO_MAX_DIMENSION) return 'too-large';
  return decodes(bytes, mime, size) ? null : 'not-image';
}
