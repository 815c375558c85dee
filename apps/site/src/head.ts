import { OG_IMAGE, ogImageUrl } from './og-image';
import { pageHref, type RouteHead } from './routes';

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

/**
 * The canonical URL of a path on the site's origin, in the site's one URL form ({@link pageHref}:
 * `/calculator` and `/calculator/` both give `${siteUrl}/calculator/`).
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${pageHref(path)}`;
}

/** Where a page is and whose: its canonical URL, and the site's origin and name. */
export interface HeadPage {
  url: string;
  siteUrl: string;
  siteName: string;
}

/**
 * The robots directive of a page search engines may not list. `noindex` alone: the links on it
 * may still be followed, to pages that are listed.
 */
export const NOINDEX = 'noindex';

/** The head tags the prerender writes into a route's HTML. */
export function renderHeadTags(head: RouteHead, page: HeadPage): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const href = escapeHtml(page.url);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(head.indexed === false ? [`<meta name="robots" content="${NOINDEX}" />`] : []),
    ...(head.addressed === false ? [] : [`<link rel="canonical" href="${href}" />`]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(head.addressed === false ? [] : [`<meta property="og:url" content="${href}" />`]),
    `<meta property="og:image" content="${escapeHtml(ogImageUrl(page.siteUrl))}" />`,
    `<meta property="og:image:type" content="${OG_IMAGE.type}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(OG_IMAGE.alt)}" />`,
    // The large card: the picture above the title, as wide as the preview.
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}
