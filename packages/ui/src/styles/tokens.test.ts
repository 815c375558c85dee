// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The colour roles of tokens.css are read from the file itself and checked against WCAG 2.2:
// 4.5:1 for text (1.4.3), 3:1 for borders of controls, focus indicators and button shapes
// (1.4.11), in the light scheme and the dark one.

const stylesDir = fileURLToPath(new URL('.', import.meta.url));
const css = readFileSync(`${stylesDir}tokens.css`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

type Tokens = ReadonlyMap<string, string>;

/** The custom properties declared in a block of CSS text. */
function declarations(block: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    found.set(match[1] as string, (match[2] as string).trim());
  }
  return found;
}

/** The text between the brace that follows `start` and its matching closing brace. */
function blockAfter(text: string, start: number): string {
  const open = text.indexOf('{', start);
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  throw new Error('unbalanced braces in tokens.css');
}

const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const lightBlock = blockAfter(css, css.indexOf(':root'));
const darkBlock = darkStart < 0 ? '' : blockAfter(blockAfter(css, darkStart), 0);
const light: Tokens = declarations(lightBlock);
const dark: Tokens = new Map([...light, ...declarations(darkBlock)]);

/** A token's value with `var()` references replaced, as the browser computes it at :root. */
function resolve(tokens: Tokens, name: string, seen: readonly string[] = []): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not declared in tokens.css`);
  if (seen.includes(name)) throw new Error(`${name} refers to itself`);
  return value.replace(/var\((--[\w-]+)\)/g, (_, inner: string) =>
    resolve(tokens, inner, [...seen, name]),
  );
}

type Rgb = readonly [number, number, number];

/** An opaque colour written as #rgb or #rrggbb. */
function parseHex(value: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (!match) throw new Error(`${value} is not an opaque #hex colour`);
  const hex =
    (match[1] as string).length === 3
      ? [...(match[1] as string)].map((digit) => digit + digit).join('')
      : (match[1] as string);
  return [0, 2, 4].map((offset) =>
    Number.parseInt(hex.slice(offset, offset + 2), 16),
  ) as unknown as Rgb;
}

/** Relative luminance, WCAG 2.2's definition. */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two opaque colours, from 1 to 21. */
function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(parseHex(first)), luminance(parseHex(second))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const TEXT = 4.5;
const UI = 3;

/** Foreground role, the backgrounds it is drawn on, and the ratio it needs. */
const PAIRS: readonly { fg: string; on: readonly string[]; min: number }[] = [
  {
    fg: 'text',
    on: ['bg', 'surface', 'surface-raised', 'accent-soft', 'success-bg', 'danger-bg', 'warning-bg'],
    min: TEXT,
  },
  { fg: 'text-muted', on: ['bg', 'surface', 'surface-raised', 'accent-soft'], min: TEXT },
  { fg: 'accent', on: ['bg', 'surface', 'surface-raised', 'accent-soft'], min: TEXT },
  { fg: 'accent-hover', on: ['bg', 'surface-raised'], min: TEXT },
  { fg: 'accent-contrast', on: ['accent', 'accent-hover', 'danger', 'danger-hover'], min: TEXT },
  { fg: 'success', on: ['bg', 'surface-raised', 'success-bg'], min: TEXT },
  { fg: 'danger', on: ['bg', 'surface-raised', 'danger-bg'], min: TEXT },
  { fg: 'warning', on: ['bg', 'surface-raised', 'warning-bg'], min: TEXT },
  { fg: 'border-strong', on: ['bg', 'surface', 'surface-raised'], min: UI },
  { fg: 'focus', on: ['bg', 'surface', 'surface-raised', 'accent-soft'], min: UI },
  { fg: 'accent', on: ['bg', 'surface-raised'], min: UI },
];

const color = (role: string) => `--org-color-${role}`;

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('colour roles in the %s scheme', (_scheme, tokens) => {
  for (const { fg, on, min } of PAIRS) {
    for (const background of on) {
      it(`${fg} on ${background} reaches ${min}:1`, () => {
        const ratio = contrast(resolve(tokens, color(fg)), resolve(tokens, color(background)));
        expect(ratio).toBeGreaterThanOrEqual(min);
      });
    }
  }

  it('the status dots stand out from their ring', () => {
    for (const state of ['idle', 'connecting', 'active']) {
      const dot = resolve(tokens, `--org-status-${state}`);
      expect(contrast(dot, resolve(tokens, color('bg')))).toBeGreaterThanOrEqual(1.5);
    }
  });
});

describe('tokens.css', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#fff')).toBe(1);
    // #767676 is the lightest grey that passes on white; #777777 is the first that fails.
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(TEXT);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(TEXT);
  });

  it('gives every opaque colour role a dark value, so dark mode is complete', () => {
    const roles = [...declarations(lightBlock)]
      .filter(([name, value]) => /^--org-(color|status)-/.test(name) && !value.startsWith('var('))
      .map(([name]) => name);
    const darkRoles = declarations(darkBlock);
    expect(roles.length).toBeGreaterThan(15);
    expect(roles.filter((name) => !darkRoles.has(name))).toEqual([]);
  });

  it('follows the visitor’s colour scheme', () => {
    expect(darkStart).toBeGreaterThan(0);
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
      expect(resolve(dark, color(old))).toBe(resolve(dark, color(role)));
      expect(resolve(light, color(old))).toBe(resolve(light, color(role)));
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
