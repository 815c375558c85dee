import type { RouteHead } from './routes';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The canonical URL of a path on the site's origin. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The head tags the prerender writes into a route's HTML. */
export function renderHeadTags(head: RouteHead, url: string, siteName: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const href = escapeHtml(url);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${href}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${href}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** Updates the head after a client-side navigation, to what the prerender wrote for that route. */
export function applyHead(head: RouteHead, url: string): void {
  document.title = head.title;
  setMeta('meta[name="description"]', 'content', head.description);
  setMeta('link[rel="canonical"]', 'href', url);
  setMeta('meta[property="og:title"]', 'content', head.title);
  setMeta('meta[property="og:description"]', 'content', head.description);
  setMeta('meta[property="og:url"]', 'content', url);
}
