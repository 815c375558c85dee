import { describe, expect, it } from 'vitest';
import { withQuery } from './with-query';

describe('withQuery', () => {
  const params = new URLSearchParams({ name: 'Ann Smith', email: 'a+b@x.test' });

  it.each([
    ['/verify', '/verify?name=Ann+Smith&email=a%2Bb%40x.test'],
    ['https://x.test/verify', 'https://x.test/verify?name=Ann+Smith&email=a%2Bb%40x.test'],
    ['/verify?ref=mail', '/verify?ref=mail&name=Ann+Smith&email=a%2Bb%40x.test'],
    ['/verify?', '/verify?name=Ann+Smith&email=a%2Bb%40x.test'],
    ['/verify?ref=1&', '/verify?ref=1&name=Ann+Smith&email=a%2Bb%40x.test'],
    ['/verify#top', '/verify?name=Ann+Smith&email=a%2Bb%40x.test#top'],
  ])('appends to %j', (base, expected) => {
    expect(withQuery(base, params)).toBe(expected);
  });

  it('leaves the base alone when there is nothing to add', () => {
    expect(withQuery('/verify#top', new URLSearchParams())).toBe('/verify#top');
  });
});
