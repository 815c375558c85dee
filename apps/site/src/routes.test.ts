import { describe, expect, it } from 'vitest';
import { findRoute, SITE_ROUTES } from './routes';

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
