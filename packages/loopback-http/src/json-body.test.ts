import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './json-body.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseJsonBody', () => {
  it('parses UTF-8 JSON, extreme finite numbers included', () => {
    expect(parseJsonBody(bytes('{"name":"Zoë","n":[1.7976931348623157e308,-5e-324,0]}'))).toEqual({
      kind: 'parsed',
      value: { name: 'Zoë', n: [1.7976931348623157e308, -5e-324, 0] },
    });
    expect(parseJsonBody(bytes('null'))).toEqual({ kind: 'parsed', value: null });
  });

  it.each([
    ['a lone continuation byte', [0x7b, 0xff, 0x7d]],
    ['a truncated sequence', [0x22, 0xe2, 0x82, 0x22]],
    ['an overlong slash', [0x22, 0xc0, 0xaf, 0x22]],
    ['an encoded surrogate', [0x22, 0xed, 0xa0, 0x80, 0x22]],
  ])('refuses %s instead of replacing it', (_label, body) => {
    expect(parseJsonBody(new Uint8Array(body))).toEqual({ kind: 'not-utf8' });
  });

  it('refuses text that is not JSON, with the parser message', () => {
    const parsed = parseJsonBody(bytes('{"firstName":'));
    expect(parsed.kind).toBe('not-json');
    expect(parsed.kind === 'not-json' && parsed.detail).toMatch(/JSON/);
    expect(parseJsonBody(bytes('')).kind).toBe('not-json');
  });

  it.each([
    '1e309',
    '-1e309',
    '{"a":{"b":[1,2,1e400]}}',
    '{"__proto__":1e309}',
    `[${'9'.repeat(400)}]`,
  ])('refuses %s, whose number JSON.parse reads as Infinity', (text) => {
    expect(parseJsonBody(bytes(text))).toEqual({ kind: 'number-out-of-range' });
  });

  it('checks a body nested far deeper than any call stack', () => {
    const depth = 100_000;
    const nested = (last: string) => `${'['.repeat(depth)}${last}${']'.repeat(depth)}`;
    expect(parseJsonBody(bytes(nested('1e309')))).toEqual({ kind: 'number-out-of-range' });
    expect(parseJsonBody(bytes(nested('1'))).kind).toBe('parsed');
  });
});
