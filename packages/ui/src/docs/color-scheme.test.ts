// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTokenSheet } from '../styles/token-sheet';
import { forcedColorSchemeCss, toColorSchemeChoice } from './color-scheme';

const tokensCss = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');

/** The declarations of the rule whose selector list starts with `selector`. */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(selector);
  expect(start).toBeGreaterThanOrEqual(0);
  return css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
}

describe('forcedColorSchemeCss', () => {
  const css = forcedColorSchemeCss(tokensCss);
  const { light, dark, darkOverrides } = parseTokenSheet(tokensCss);

  it('declares every dark value of tokens.css under the dark attribute', () => {
    const body = ruleBody(css, ':root[data-org-color-scheme="dark"]');
    expect(body).toMatch(/color-scheme: dark;/);
    expect(darkOverrides.size).toBeGreaterThan(15);
    for (const [name, value] of dark) expect(body).toContain(`${name}: ${value};`);
  });

  it('declares the light values under the light attribute, so light wins on a dark system', () => {
    const body = ruleBody(css, ':root[data-org-color-scheme="light"]');
    expect(body).toMatch(/color-scheme: light;/);
    for (const [name, value] of light) expect(body).toContain(`${name}: ${value};`);
    for (const [name, value] of darkOverrides) {
      if (light.get(name) !== value) expect(body).not.toContain(`${name}: ${value};`);
    }
  });

  it('writes no colour of its own: every value comes from tokens.css', () => {
    const withoutTokens = css.replace(/--[\w-]+: [^;]+;/g, '');
    expect(withoutTokens).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(/i);
  });
});

describe('toColorSchemeChoice', () => {
  it('keeps light and dark and follows the system otherwise', () => {
    expect(toColorSchemeChoice('dark')).toBe('dark');
    expect(toColorSchemeChoice('light')).toBe('light');
    expect(toColorSchemeChoice('system')).toBe('system');
    expect(toColorSchemeChoice(undefined)).toBe('system');
    expect(toColorSchemeChoice('sepia')).toBe('system');
  });
});
