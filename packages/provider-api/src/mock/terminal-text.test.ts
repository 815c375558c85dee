import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-text.ts';

describe('terminalSafe', () => {
  it('leaves ordinary text alone', () => {
    expect(terminalSafe('POST /call/web -> 201 café 😀')).toBe('POST /call/web -> 201 café 😀');
  });

  it('writes controls, C1 CSI, bidi overrides and lone surrogates as visible escapes', () => {
    expect(terminalSafe('\u001b[31m\u009b2J\r\n\u202e\uD800')).toBe(
      '\\x1B[31m\\x9B2J\\x0D\\x0A\\u202E\\uD800',
    );
  });
});
