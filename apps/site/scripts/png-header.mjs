// Reads what a PNG file says about itself (its IHDR chunk): for the tests of the link-preview
// picture and for scripts/og-image.mjs, which checks what it wrote.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The size and pixel format of a PNG, from the IHDR chunk every PNG opens with (after its
 * 8-byte signature: the chunk's length, its type, then width and height as 32-bit big-endian).
 * @param {Uint8Array} bytes the whole file, or at least its first 33 bytes
 * @returns {{ width: number, height: number, bitDepth: number, colorType: number }}
 * @throws {Error} when the bytes are not a PNG
 */
export function readPngHeader(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 33 || !buffer.subarray(0, 8).equals(SIGNATURE)) {
    throw new Error('Not a PNG: the file does not start with the PNG signature.');
  }
  if (buffer.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG: its first chunk is not IHDR.');
  }
  return {
    width: buffer.readUInt32BE(16),
    height: buffer.readUInt32BE(20),
    bitDepth: buffer.readUInt8(24),
    colorType: buffer.readUInt8(25),
  };
}
