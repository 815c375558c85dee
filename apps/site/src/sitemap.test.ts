import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from './routes';
import { renderRobotsTxt, renderSitemap } from './sitemap';

/** The URLs a sitemap lists. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
}

describe('renderSitemap', () => {
  it('lists the canonical URL of each route search engines may list, and no other', () => {
    const listed = locations(renderSitemap(SITE_ROUTES, 'https://e.com'));
    expect(listed).toEqual([
      'https://e.com/',
      'https://e.com/calculator/',
      'https://e.com/contact/',
      'https://e.com/privacy/',
    ]);
  });

  it('follows the route table: a route marked not indexed leaves it', () => {
    const routes = SITE_ROUTES.map((route) =>
      route.path === '/contact'
        ? { ...route, head: { ...route.head, indexed: false as const } }
        : route,
    );
    expect(locations(renderSitemap(routes, 'https://e.com'))).not.toContain(
      'https://e.com/contact/',
    );
  });
});

describe('renderRobotsTxt', () => {
  it('lets every path be fetched, so a page’s own noindex is read, and names the sitemap', () => {
    const robots = renderRobotsTxt('https://e.com');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).not.toMatch(/Disallow/i);
    expect(robots).toContain('Sitemap: https://e.com/sitemap.xml\n');
  });
});
