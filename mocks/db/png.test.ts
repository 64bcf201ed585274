import { describe, expect, it } from 'vitest';
import { crc32, makeLogoPng, PNG_SIGNATURE } from './png';

function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array; crcOk: boolean }[] = [];
  for (let o = 8; o < png.length;) {
    const len = view.getUint32(o);
    const type = String.fromCharCode(...png.subarray(o + 4, o + 8));
    out.push({ type, data: png.subarray(o + 8, o + 8 + len), crcOk: view.getUint32(o + 8 + len) === crc32(png, o + 4, o + 8 + len) });
    o += 12 + len;
  }
  return out;
}

describe('png encoder', () => {
  it('writes a signature, a 64×64 truecolor IHDR, valid CRCs and IEND', () => {
    const png = makeLogoPng([10, 20, 30], [255, 255, 255], 1);
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(list.every((c) => c.crcOk)).toBe(true);
    const ihdr = new DataView(list[0].data.buffer, list[0].data.byteOffset);
    expect([ihdr.getUint32(0), ihdr.getUint32(4), list[0].data[8], list[0].data[9]]).toEqual([64, 64, 8, 2]);
  });

  it('stores the pixels it was given (brand color first, accent in the pattern)', () => {
    const png = makeLogoPng([10, 20, 30], [200, 210, 220], 1);
    const idat = chunks(png)[1].data;
    // zlib header, one stored block header, then row 0: filter byte + RGB triples.
    expect([idat[0], idat[1]]).toEqual([0x78, 0x01]);
    const raw = idat.subarray(7);
    expect(raw[0]).toBe(0);
    expect([...raw.subarray(1, 4)]).toEqual([200, 210, 220]); // (0,0) sits on the diagonal band
    expect([...raw.subarray(1 + 63 * 3, 4 + 63 * 3)]).toEqual([10, 20, 30]); // (63,0) does not
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
