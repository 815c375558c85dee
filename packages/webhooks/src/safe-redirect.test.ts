import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRedirectTarget, MAX_REDIRECT_LENGTH } from './safe-redirect';

describe('checkRedirectTarget', () => {
  it.each([
    [
      'https://demo.example.com/demo?agent=a1&company=Acme',
      'https://demo.example.com/demo?agent=a1&company=Acme',
    ],
    ['  http://127.0.0.1:5173/demo?agent=x \r\n', 'http://127.0.0.1:5173/demo?agent=x'],
    ['HTTPS://Example.COM', 'https://example.com/'],
  ])('accepts %j as %j', (text, url) => {
    expect(checkRedirectTarget(text)).toEqual({ ok: true, url });
  });

  it.each([
    ['', 'the reply is empty'],
    ['   \n ', 'the reply is empty'],
    ['javascript:alert(1)', 'the reply is not an absolute http(s) URL'],
    ['JavaScript://%0aalert(1)', 'the reply is not an absolute http(s) URL'],
    ['data:text/html,<script>alert(1)</script>', 'the reply is not an absolute http(s) URL'],
    ['/demo?agent=a1', 'the reply is not an absolute http(s) URL'],
    ['//evil.example/demo', 'the reply is not an absolute http(s) URL'],
    ['demo.example.com/demo', 'the reply is not an absolute http(s) URL'],
    ['http:evil.example', 'the reply is not an absolute http(s) URL'],
    ['ftp://example.com/file', 'the reply is not an absolute http(s) URL'],
    ['https://exa mple.com', 'the reply contains spaces or control characters'],
    ['java\tscript:alert(1)', 'the reply contains spaces or control characters'],
    ['https://user:secret@example.com/', 'the URL carries credentials'],
    // A username alone is still credentials: the link reads as trusted.example but goes to evil.
    ['https://trusted.example@evil.example/', 'the URL carries credentials'],
    ['https://:secret@example.com/', 'the URL carries credentials'],
    ['https://', 'the reply is not a valid URL'],
    ['https://[::1', 'the reply is not a valid URL'],
    [
      `https://example.com/${'a'.repeat(MAX_REDIRECT_LENGTH)}`,
      `the reply is longer than ${MAX_REDIRECT_LENGTH} characters`,
    ],
  ])('refuses %j', (text, reason) => {
    expect(checkRedirectTarget(text)).toEqual({ ok: false, reason });
  });

  it('accepts a URL of exactly the maximum length', () => {
    const base = 'https://example.com/';
    const text = base + 'a'.repeat(MAX_REDIRECT_LENGTH - base.length);
    expect(checkRedirectTarget(text)).toEqual({ ok: true, url: text });
  });

  it('limits the origin when allowed origins are given', () => {
    const allowed = ['https://demo.example.com'];
    expect(checkRedirectTarget('https://demo.example.com/demo', allowed).ok).toBe(true);
    expect(checkRedirectTarget('https://evil.example/demo', allowed)).toEqual({
      ok: false,
      reason: 'the origin https://evil.example is not allowed',
    });
    expect(checkRedirectTarget('https://demo.example.com@evil.example/demo', allowed)).toEqual({
      ok: false,
      reason: 'the URL carries credentials',
    });
  });

  it('never passes anything but an absolute http(s) URL, whatever the text', () => {
    const schemes = fc.constantFrom(
      '',
      'http://',
      'https://',
      'javascript:',
      'data:',
      'HtTpS://',
      ' ',
      '//',
    );
    let accepted = 0;
    fc.assert(
      fc.property(schemes, fc.string({ maxLength: 80 }), (scheme, rest) => {
        const check = checkRedirectTarget(scheme + rest);
        if (!check.ok) return;
        accepted += 1;
        const url = new URL(check.url);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hostname).not.toBe('');
        expect(check.url.length).toBeLessThanOrEqual(MAX_REDIRECT_LENGTH * 3);
      }),
      { numRuns: 500 },
    );
    // The checks above ran: a property that never saw an accepted URL would prove nothing.
    expect(accepted).toBeGreaterThan(0);
  });
});
