import { describe, expect, it } from 'vitest';
import { canonicalUrl, renderHeadTags } from './head';

describe('renderHeadTags', () => {
  it('writes title, description, canonical and Open Graph tags', () => {
    const html = renderHeadTags(
      { title: 'Get in touch | CallKeeper', description: 'We reply within 24 hours.' },
      'https://www.example.com/contact',
      'CallKeeper',
    );
    expect(html).toContain('<title>Get in touch | CallKeeper</title>');
    expect(html).toContain('<meta name="description" content="We reply within 24 hours." />');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/contact" />');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/contact" />');
  });

  it('escapes markup in every value', () => {
    const html = renderHeadTags(
      { title: '</title><script>x()</script>', description: '" onload="x()' },
      'https://e.com/"><script>',
      'A & B',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(html).toContain('content="&quot; onload=&quot;x()"');
    expect(html).toContain('content="A &amp; B"');
  });
});

describe('canonicalUrl', () => {
  it('keeps the slash of the home page only', () => {
    expect(canonicalUrl('https://e.com', '/')).toBe('https://e.com/');
    expect(canonicalUrl('https://e.com', '/privacy')).toBe('https://e.com/privacy');
  });
});
