// Real images for tests that upload logos: the server decodes every logo, so bytes that only
// start like a PNG or a JPEG are refused.
import { encode as encodeJpeg } from 'jpeg-js';
import { makeLogoPng } from '../mocks/db/png';

/** A 16×16 PNG. */
export const pngBytes = (): Uint8Array => makeLogoPng([16, 78, 139], [255, 255, 255], 3, 16);

/** An 8×8 JPEG. */
export const jpegBytes = (): Uint8Array =>
  new Uint8Array(encodeJpeg({ width: 8, height: 8, data: new Uint8Array(8 * 8 * 4).fill(180) }, 80).data);
