import { describe, expect, it } from 'vitest';
import { readPngHeader } from './png-header.mjs';

/** The first bytes of a PNG of the given size: signature, then the IHDR chunk (CRC zeroed). */
function pngStart(width, height, { type = 'IHDR' } = {}) {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write(type, 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt8(8, 24);
  bytes.writeUInt8(2, 25);
  return bytes;
}

describe('readPngHeader', () => {
  it('reads the size and pixel format from the IHDR chunk', () => {
    expect(readPngHeader(pngStart(1200, 630))).toEqual({
      width: 1200,
      height: 630,
      bitDepth: 8,
      colorType: 2,
    });
    expect(readPngHeader(new Uint8Array(pngStart(70_000, 3)))).toMatchObject({
      width: 70_000,
      height: 3,
    });
  });

  it('refuses what is not a PNG', () => {
    expect(() => readPngHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(
      /Not a PNG/,
    );
    expect(() => readPngHeader(pngStart(1, 1).subarray(0, 20))).toThrow(/Not a PNG/);
    expect(() => readPngHeader(pngStart(1, 1, { type: 'IDAT' }))).toThrow(/IHDR/);
  });
});
