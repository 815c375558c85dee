import { parseVerifyAnnualLoss } from '@org/calculator-core';
import { describe, expect, it } from 'vitest';
import { findRoute, SITE_ROUTES } from '../src/routes.ts';
import {
  SCREENSHOT_ROUTES,
  screenshotFileName,
  screenshotViewports,
} from './screenshots-routes.mjs';

describe('screenshot routes', () => {
  it('photograph every route of the site, the not-found page included', () => {
    const photographed = new Set(
      SCREENSHOT_ROUTES.map(({ path }) => findRoute(new URL(path, 'http://site').pathname).path),
    );
    expect([...photographed].sort()).toEqual(SITE_ROUTES.map(({ path }) => path).sort());
  });

  it('open the calculator report and the verify line from the links the site builds', () => {
    const byName = Object.fromEntries(SCREENSHOT_ROUTES.map((route) => [route.name, route]));
    const results = new URL(byName['calculator-results'].path, 'http://site');
    expect(results.pathname).toBe('/calculator/');
    expect(results.searchParams.get('callsPerMonth')).toBe('60');
    const verify = new URL(byName['verify-annual'].path, 'http://site');
    expect(verify.pathname).toBe('/verify/');
    // The defaults' $24,300 a month, a year.
    expect(parseVerifyAnnualLoss(verify.searchParams)).toBe(291_600);
    const demo = new URL(byName.demo.path, 'http://site');
    expect(Object.fromEntries(demo.searchParams)).toEqual({
      agent: 'demo-agent',
      company: 'Acme Roofing',
    });
  });
});

describe('screenshotViewports', () => {
  it('names one file per route, width and scheme, all different', () => {
    const viewports = screenshotViewports();
    expect(viewports.map(({ width, scheme }) => `${width} ${scheme}`)).toEqual([
      '1280 light',
      '1280 dark',
      '375 light',
      '375 dark',
    ]);
    const files = viewports.flatMap(({ shots }) => shots.map(({ file }) => file));
    expect(files).toHaveLength(SCREENSHOT_ROUTES.length * 4);
    expect(new Set(files).size).toBe(files.length);
    expect(viewports[3]?.shots[0]).toEqual({
      route: SCREENSHOT_ROUTES[0],
      file: 'home-375-dark.png',
    });
  });
});

describe('screenshotFileName', () => {
  it('is <route-name>-<width>-<scheme>.png', () => {
    expect(screenshotFileName('verify-annual', 375, 'dark')).toBe('verify-annual-375-dark.png');
  });

  it('refuses a name that is not lowercase words joined by hyphens', () => {
    for (const name of ['', 'Home', 'a/b', 'home-', 'calc-1280', '../x']) {
      expect(() => screenshotFileName(name, 1280, 'light')).toThrow(/lowercase words/);
    }
  });
});
