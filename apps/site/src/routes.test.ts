import { describe, expect, it } from 'vitest';
import { findRoute, pageHref, SITE_ROUTES } from './routes';

describe('findRoute', () => {
  it('finds each route by its path, with or without a trailing slash', () => {
    expect(findRoute('/calculator').path).toBe('/calculator');
    expect(findRoute('/calculator/').path).toBe('/calculator');
    expect(findRoute('/').path).toBe('/');
  });

  it('gives the not-found route for anything else', () => {
    expect(findRoute('/nope').path).toBe('*');
    expect(findRoute('/calculator/extra').path).toBe('*');
  });

  it('gives each page the address of the folder it is written to, with the trailing slash', () => {
    for (const route of SITE_ROUTES.filter((candidate) => candidate.path !== '*')) {
      // A static host serves `calculator/index.html` at `/calculator/` without a redirect.
      expect(`${pageHref(route.path)}index.html`.slice(1), route.path).toBe(route.file);
    }
    expect(pageHref('/')).toBe('/');
    expect(pageHref('/calculator')).toBe('/calculator/');
    expect(pageHref('/calculator/')).toBe('/calculator/');
  });

  it('gives the not-found page no address of its own', () => {
    expect(
      SITE_ROUTES.filter((route) => route.head.addressed === false).map((r) => r.path),
    ).toEqual(['*']);
  });

  it('prerenders every route to its own file, with a title naming the product', () => {
    const files = SITE_ROUTES.map((route) => route.file);
    expect(new Set(files).size).toBe(files.length);
    for (const route of SITE_ROUTES) expect(route.head.title).toMatch(/\| CallKeeper$/);
  });

  it('keeps the pages made for one visitor, and the not-found page, out of search', () => {
    const hidden = SITE_ROUTES.filter((route) => route.head.indexed === false).map(
      (route) => route.path,
    );
    expect(hidden.sort()).toEqual(['*', '/demo', '/verify']);
  });
});
