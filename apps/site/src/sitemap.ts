import { canonicalUrl } from './head';
import type { SiteRoute } from './routes';

/** sitemap.xml: the canonical URL of every route search engines may list (`head.indexed`). */
export function renderSitemap(routes: readonly SiteRoute[], siteUrl: string): string {
  const urls = routes
    .filter((route) => route.head.indexed !== false)
    .map((route) => `  <url><loc>${canonicalUrl(siteUrl, route.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/**
 * robots.txt: every path may be fetched, and where the sitemap is. The pages that are not to be
 * listed say so themselves (`noindex`), and a crawler only reads that on a page it may fetch: a
 * `Disallow` here would hide the tag and leave the bare URL listable from links to it.
 */
export function renderRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
