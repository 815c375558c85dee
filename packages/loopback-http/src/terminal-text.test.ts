import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-text.ts';

describe('terminalSafe', () => {
  it('leaves ordinary text, accents and emoji alone', () => {
    expect(terminalSafe('Café du Toit 😀 <ada@example.com> "Quote"')).toBe(
      'Café du Toit 😀 <ada@example.com> "Quote"',
    );
    expect(terminalSafe('POST /call/web -> 201')).toBe('POST /call/web -> 201');
  });

  it('writes controls, ANSI sequences, bidi overrides and separators as visible escapes', () => {
    expect(terminalSafe('\u001b[31mred\u001b[0m')).toBe('\\x1B[31mred\\x1B[0m');
    // A request path read as latin1 can carry the one-byte C1 CSI.
    expect(terminalSafe('a\u009b2Jb')).toBe('a\\x9B2Jb');
    expect(terminalSafe('line\nbreak\r\t\u0007\u007f')).toBe('line\\x0Abreak\\x0D\\x09\\x07\\x7F');
    expect(terminalSafe('abc\u202egpj.exe\u2028\u2029\u200d')).toBe(
      'abc\\u202Egpj.exe\\u2028\\u2029\\u200D',
    );
  });

  it('escapes lone surrogates but keeps pairs', () => {
    expect(terminalSafe('\uD800x\uDC00')).toBe('\\uD800x\\uDC00');
    expect(terminalSafe('\uD83D\uDE00')).toBe('😀');
    expect(terminalSafe('end\uD800')).toBe('end\\uD800');
  });
});
