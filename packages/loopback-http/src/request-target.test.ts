import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-target.ts';

function urlOf(target: string): URL {
  const parsed = parseRequestTarget(target);
  if (parsed.kind !== 'url') throw new Error(`${target} was refused: ${parsed.reason}`);
  return parsed.url;
}

describe('parseRequestTarget', () => {
  it('reads a path with its query', () => {
    const url = urlOf('/__deliveries?webhook=contact&x=%20y');
    expect(url.pathname).toBe('/__deliveries');
    expect(url.searchParams.get('webhook')).toBe('contact');
    expect(url.searchParams.get('x')).toBe(' y');
  });

  it('keeps the characters a browser sends unescaped in a path', () => {
    expect(urlOf('/a[1]|b').pathname).toBe('/a[1]|b');
    expect(urlOf('/').pathname).toBe('/');
    expect(urlOf('/call/a%201').pathname).toBe('/call/a%201');
  });

  it('reads an absolute http(s) URL by its path', () => {
    expect(urlOf('http://127.0.0.1:8787/contact?x=1').pathname).toBe('/contact');
    expect(urlOf('HTTPS://localhost/__health').pathname).toBe('/__health');
    expect(urlOf('http://127.0.0.1//x').pathname).toBe('//x');
  });

  it.each([
    ['//[', 'begins with two slashes, which URL parsers read as a host name'],
    ['//evil.example/__health', 'begins with two slashes, which URL parsers read as a host name'],
    ['/\\evil.example/__health', 'begins with two slashes, which URL parsers read as a host name'],
    ['//', 'begins with two slashes, which URL parsers read as a host name'],
    ['//%/', 'has a % that does not begin a %XX escape'],
    ['/x%zz', 'has a % that does not begin a %XX escape'],
    ['/x?q=100%', 'has a % that does not begin a %XX escape'],
    ['/%4', 'has a % that does not begin a %XX escape'],
    ['http://[/x', 'is neither a path beginning with / nor an absolute http(s) URL'],
    ['http://a b/x', 'is neither a path beginning with / nor an absolute http(s) URL'],
    ['ftp://127.0.0.1/x', 'is neither a path beginning with / nor an absolute http(s) URL'],
    ['*', 'is neither a path beginning with / nor an absolute http(s) URL'],
    ['', 'is neither a path beginning with / nor an absolute http(s) URL'],
    ['contact', 'is neither a path beginning with / nor an absolute http(s) URL'],
  ])('refuses %j', (target, reason) => {
    expect(parseRequestTarget(target)).toEqual({ kind: 'malformed', reason });
  });
});
