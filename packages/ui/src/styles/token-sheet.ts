/**
 * Reads the design tokens out of the text of tokens.css: the custom properties of its `:root`
 * block (light, and everything that is not a colour) and of its
 * `@media (prefers-color-scheme: dark)` block, plus WCAG 2.2 contrast. One reader for the
 * contrast tests, the Storybook tokens page and Storybook's forced dark mode, so the three see
 * the same tokens and tokens.css stays their only source. Not part of the package's exports.
 * @packageDocumentation
 */

/** Custom properties by name (`--org-…`), in the order they are declared. */
export type Tokens = ReadonlyMap<string, string>;

/** The tokens of one stylesheet, light and dark. */
export interface TokenSheet {
  /** The declarations of the `:root` block, as written. */
  lightBlock: string;
  /** The declarations of the dark media block, as written ('' without one). */
  darkBlock: string;
  /** Every custom property of the `:root` block. */
  light: Tokens;
  /** Only the custom properties the dark media block overrides. */
  darkOverrides: Tokens;
  /** The tokens as a dark page sees them: the `:root` ones with the dark overrides applied. */
  dark: Tokens;
}

/** The media query of tokens.css's dark values. */
export const DARK_MEDIA = '@media (prefers-color-scheme: dark)';

/** The custom properties declared in a block of CSS text, in order. */
export function declarations(block: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    found.set(match[1] as string, (match[2] as string).trim());
  }
  return found;
}

/** The text between the brace that follows `start` and its matching closing brace. */
export function blockAfter(text: string, start: number): string {
  const open = text.indexOf('{', start);
  if (open < 0) throw new Error('no block after the given position');
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  throw new Error('unbalanced braces in the stylesheet');
}

/** Parses the text of tokens.css (comments are ignored). */
export function parseTokenSheet(css: string): TokenSheet {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rootStart = text.indexOf(':root');
  if (rootStart < 0) throw new Error('the stylesheet has no :root block');
  const darkStart = text.indexOf(DARK_MEDIA);
  const lightBlock = blockAfter(text, rootStart);
  const darkBlock = darkStart < 0 ? '' : blockAfter(blockAfter(text, darkStart), 0);
  const light = declarations(lightBlock);
  const darkOverrides = declarations(darkBlock);
  return {
    lightBlock,
    darkBlock,
    light,
    darkOverrides,
    dark: new Map([...light, ...darkOverrides]),
  };
}

/** A token's value with `var()` references replaced, as the browser computes it at :root. */
export function resolveToken(tokens: Tokens, name: string, seen: readonly string[] = []): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not declared`);
  if (seen.includes(name)) throw new Error(`${name} refers to itself`);
  return value.replace(/var\((--[\w-]+)\)/g, (_, inner: string) =>
    resolveToken(tokens, inner, [...seen, name]),
  );
}

/** Red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value is an opaque colour written as #rgb or #rrggbb (the ones contrast applies to). */
export function isOpaqueHex(value: string): boolean {
  return HEX.test(value);
}

/** An opaque colour written as #rgb or #rrggbb. */
export function parseHex(value: string): Rgb {
  const match = HEX.exec(value);
  if (!match) throw new Error(`${value} is not an opaque #hex colour`);
  const digits = match[1] as string;
  const hex = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((offset) =>
    Number.parseInt(hex.slice(offset, offset + 2), 16),
  ) as unknown as Rgb;
}

/** Relative luminance, WCAG 2.2's definition. */
export function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two opaque #hex colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(parseHex(first)), luminance(parseHex(second))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2.2 1.4.3: text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG 2.2 1.4.11: borders of controls, focus indicators, button shapes. */
export const UI_CONTRAST = 3;

/** A foreground colour role, the background roles it is drawn on, and the ratio it needs. */
export interface ContrastPair {
  fg: string;
  on: readonly string[];
  min: number;
}

/**
 * Where each foreground role of tokens.css is used, and what it must reach there: the tests
 * hold both schemes to it, and the tokens page shows the ratios. Role names without the
 * `--org-color-` prefix.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {
    fg: 'text',
    on: ['bg', 'surface', 'surface-raised', 'accent-soft', 'success-bg', 'danger-bg', 'warning-bg'],
    min: TEXT_CONTRAST,
  },
  { fg: 'text-muted', on: ['bg', 'surface', 'surface-raised', 'accent-soft'], min: TEXT_CONTRAST },
  { fg: 'accent', on: ['bg', 'surface', 'surface-raised', 'accent-soft'], min: TEXT_CONTRAST },
  { fg: 'accent-hover', on: ['bg', 'surface-raised'], min: TEXT_CONTRAST },
  {
    fg: 'accent-contrast',
    on: ['accent', 'accent-hover', 'danger', 'danger-hover'],
    min: TEXT_CONTRAST,
  },
  { fg: 'success', on: ['bg', 'surface-raised', 'success-bg'], min: TEXT_CONTRAST },
  { fg: 'danger', on: ['bg', 'surface-raised', 'danger-bg'], min: TEXT_CONTRAST },
  { fg: 'warning', on: ['bg', 'surface-raised', 'warning-bg'], min: TEXT_CONTRAST },
  { fg: 'border-strong', on: ['bg', 'surface', 'surface-raised'], min: UI_CONTRAST },
  { fg: 'focus', on: ['bg', 'surface', 'surface-raised', 'accent-soft'], min: UI_CONTRAST },
  { fg: 'accent', on: ['bg', 'surface-raised'], min: UI_CONTRAST },
];

/** The custom property of a colour role: `colorRole('text')` is `--org-color-text`. */
export function colorRole(role: string): string {
  return `--org-color-${role}`;
}
