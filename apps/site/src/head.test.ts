// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canonicalUrl, renderHeadTags } from './head';
import { OG_IMAGE } from './og-image';

const PAGE = {
  url: 'https://www.example.com/contact/',
  siteUrl: 'https://www.example.com',
  siteName: 'CallKeeper',
};
const CONTACT = { title: 'Get in touch | CallKeeper', description: 'We reply.' };

/** The rendered tags, parsed as a browser would read them in `<head>`. */
function parseHead(html: string): Document {
  return new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
}

function content(doc: Document, selector: string): string | null | undefined {
  return doc.querySelector(selector)?.getAttribute('content');
}

describe('renderHeadTags', () => {
  it('writes title, description, canonical and Open Graph tags', () => {
    const html = renderHeadTags(CONTACT, PAGE);
    expect(html).toContain('<title>Get in touch | CallKeeper</title>');
    expect(html).toContain('<meta name="description" content="We reply." />');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/contact/" />');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/contact/" />');
  });

  it('names no canonical URL for a page with no address of its own (the not-found page)', () => {
    const doc = parseHead(renderHeadTags({ ...CONTACT, addressed: false }, PAGE));
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
    expect(content(doc, 'meta[property="og:title"]')).toBe(CONTACT.title);
  });

  it('points every page’s link preview at the large picture on the site’s origin', () => {
    const doc = parseHead(renderHeadTags(CONTACT, { ...PAGE, siteUrl: 'https://calls.test' }));
    expect(content(doc, 'meta[property="og:image"]')).toBe(`https://calls.test${OG_IMAGE.path}`);
    expect(content(doc, 'meta[property="og:image:type"]')).toBe('image/png');
    expect(Number(content(doc, 'meta[property="og:image:width"]'))).toBeGreaterThanOrEqual(1200);
    expect(Number(content(doc, 'meta[property="og:image:height"]'))).toBeGreaterThanOrEqual(630);
    expect(content(doc, 'meta[property="og:image:alt"]')).toBe(OG_IMAGE.alt);
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('says noindex only for a page that is not to be listed', () => {
    expect(content(parseHead(renderHeadTags(CONTACT, PAGE)), 'meta[name="robots"]')).toBe(
      undefined,
    );
    const hidden = parseHead(renderHeadTags({ ...CONTACT, indexed: false }, PAGE));
    expect(content(hidden, 'meta[name="robots"]')).toBe('noindex');
  });

  it('escapes markup in every value', () => {
    const html = renderHeadTags(
      { title: '</title><script>x()</script>', description: '" onload="x()' },
      { url: 'https://e.com/"><script>', siteUrl: 'https://e.com/"><script>', siteName: 'A & B' },
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(html).toContain('content="&quot; onload=&quot;x()"');
    expect(html).toContain('content="A &amp; B"');
  });
});

describe('canonicalUrl', () => {
  it('gives every page its folder’s URL, with the trailing slash, however the path was asked', () => {
    expect(canonicalUrl('https://e.com', '/')).toBe('https://e.com/');
    expect(canonicalUrl('https://e.com', '/privacy')).toBe('https://e.com/privacy/');
    expect(canonicalUrl('https://e.com', '/privacy/')).toBe('https://e.com/privacy/');
  });
});
