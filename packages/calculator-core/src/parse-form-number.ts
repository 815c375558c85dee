/**
 * A decimal number as a person types it or `String(number)` writes it: optional sign, digits
 * with an optional fraction, optional exponent. Hex, binary, `Infinity`, thousands separators
 * and the empty string are refused, unlike `Number()`, which reads `''` and `'  '` as 0.
 */
const DECIMAL_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Reads a numeric form value. A string is trimmed and must be a decimal number; a number is
 * taken as it is. Returns `NaN` for anything that is not a finite number (so the schema can
 * report it as missing, as a browser's number input does by reporting `''`), and turns -0 into 0.
 */
export function parseFormNumber(value: string | number): number {
  let parsed: number;
  if (typeof value === 'number') {
    parsed = value;
  } else {
    const text = value.trim();
    parsed = DECIMAL_NUMBER.test(text) ? Number(text) : Number.NaN;
  }
  if (!Number.isFinite(parsed)) return Number.NaN;
  // Adding 0 turns -0 into +0, so '-0' and '0' parse to the same value.
  return parsed + 0;
}
