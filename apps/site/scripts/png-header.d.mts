/** The size and pixel format of a PNG, from its IHDR chunk; throws when the bytes are not a PNG. */
export function readPngHeader(bytes: Uint8Array): {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
};
