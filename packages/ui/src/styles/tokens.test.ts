// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  colorRole,
  contrastRatio,
  DARK_MEDIA,
  parseTokenSheet,
  resolveToken,
  TEXT_CONTRAST,
} from './token-sheet';

// The colour roles of tokens.css are read from the file itself and checked against WCAG 2.2:
// 4.5:1 for text (1.4.3), 3:1 for borders of controls, focus indicators and button shapes
// (1.4.11), in the light scheme and the dark one.

const stylesDir = fileURLToPath(new URL('.', import.meta.url));
const css = readFileSync(`${stylesDir}tokens.css`, 'utf8');
const { lightBlock, darkBlock, light, darkOverrides, dark } = parseTokenSheet(css);

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('colour roles in the %s scheme', (_scheme, tokens) => {
  for (const { fg, on, min } of CONTRAST_PAIRS) {
    for (const background of on) {
      it(`${fg} on ${background} reaches ${min}:1`, () => {
        const ratio = contrastRatio(
          resolveToken(tokens, colorRole(fg)),
          resolveToken(tokens, colorRole(background)),
        );
        expect(ratio).toBeGreaterThanOrEqual(min);
      });
    }
  }

  it('the status dots stand out from their ring', () => {
    for (const state of ['idle', 'connecting', 'active']) {
      const dot = resolveToken(tokens, `--org-status-${state}`);
      expect(contrastRatio(dot, resolveToken(tokens, colorRole('bg')))).toBeGreaterThanOrEqual(1.5);
    }
  });
});

describe('the token sheet reader', () => {
  const sheet = parseTokenSheet(`
    /* a comment with --org-x: #000000; inside */
    :root { color-scheme: light dark; --org-a: #ffffff; --org-b: var(--org-a);
      --org-c:
        1px, 2px; }
    @media (prefers-color-scheme: dark) { :root { --org-a: #000000; } }
  `);

  it('reads the custom properties of :root and of the dark block, skipping comments', () => {
    expect([...sheet.light]).toEqual([
      ['--org-a', '#ffffff'],
      ['--org-b', 'var(--org-a)'],
      ['--org-c', '1px, 2px'],
    ]);
    expect([...sheet.darkOverrides]).toEqual([['--org-a', '#000000']]);
    expect(resolveToken(sheet.dark, '--org-b')).toBe('#000000');
    expect(resolveToken(sheet.light, '--org-b')).toBe('#ffffff');
  });

  it('reads a sheet with no dark block as light only', () => {
    const lightOnly = parseTokenSheet(':root { --org-a: #fff; }');
    expect(lightOnly.darkBlock).toBe('');
    expect(lightOnly.dark.get('--org-a')).toBe('#fff');
  });

  it('refuses a token that refers to itself, and an unknown one', () => {
    const looped = parseTokenSheet(':root { --org-a: var(--org-b); --org-b: var(--org-a); }');
    expect(() => resolveToken(looped.light, '--org-a')).toThrow(/refers to itself/);
    expect(() => resolveToken(looped.light, '--org-z')).toThrow(/not declared/);
  });
});

describe('tokens.css', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 is the lightest grey that passes on white; #777777 is the first that fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
  });

  it('gives every opaque colour role a dark value, so dark mode is complete', () => {
    const roles = [...light]
      .filter(([name, value]) => /^--org-(color|status)-/.test(name) && !value.startsWith('var('))
      .map(([name]) => name);
    expect(roles.length).toBeGreaterThan(15);
    expect(roles.filter((name) => !darkOverrides.has(name))).toEqual([]);
  });

  it('follows the visitor’s colour scheme', () => {
    expect(css.indexOf(DARK_MEDIA)).toBeGreaterThan(0);
    expect(darkBlock).toMatch(/--org-color-bg:/);
    expect(light.get('color-scheme')).toBeUndefined();
    expect(lightBlock).toMatch(/color-scheme:\s*light dark;/);
  });

  it('keeps the older colour names as aliases of the roles', () => {
    for (const [old, role] of [
      ['primary', 'accent'],
      ['primary-hover', 'accent-hover'],
      ['on-primary', 'accent-contrast'],
      ['primary-soft', 'accent-soft'],
    ] as const) {
      expect(resolveToken(dark, colorRole(old))).toBe(resolveToken(dark, colorRole(role)));
      expect(resolveToken(light, colorRole(old))).toBe(resolveToken(light, colorRole(role)));
    }
  });

  it('is the only stylesheet of the package that writes a colour', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
    const offenders = readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css') && file !== 'tokens.css')
      .filter((file) =>
        literal.test(readFileSync(`${stylesDir}${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
      );
    expect(offenders).toEqual([]);
  });
});
