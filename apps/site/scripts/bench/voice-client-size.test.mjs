import { describe, expect, it } from 'vitest';
import { asShipped } from './voice-client-size.mjs';

describe('asShipped', () => {
  it('drops the annotations a library build keeps for the bundler, and nothing else', () => {
    expect(
      asShipped('a=/* @__PURE__ */ new Set,b=/*#__PURE__*/ f(),c=/* @__NO_SIDE_EFFECTS__ */ g'),
    ).toBe('a=new Set,b=f(),c=g');
    // Other comments, and annotation-like text in strings' neighbours, stay.
    expect(asShipped('/*! license */x=`@__PURE__`/* note */')).toBe(
      '/*! license */x=`@__PURE__`/* note */',
    );
  });
});
