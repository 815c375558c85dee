import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-depth.ts';

describe('jsonDepth', () => {
  it('counts nested arrays and objects', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('[[],[[]],[]]')).toBe(3);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[["}')).toBe(1);
    expect(jsonDepth('["\\\\",[1]]')).toBe(2);
  });

  it('measures a hostile megabyte in one pass', () => {
    expect(jsonDepth(`${'['.repeat(500_000)}${']'.repeat(500_000)}`)).toBe(500_000);
  });
});
