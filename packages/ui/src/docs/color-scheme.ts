import { parseTokenSheet, type Tokens } from '../styles/token-sheet';

/**
 * The Storybook global that forces a colour scheme: `system` follows `prefers-color-scheme`
 * (tokens.css's own media query), `light` and `dark` override it.
 */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

/** The Storybook global's name: `globals: { colorScheme: 'dark' }`, or `&globals=colorScheme:dark`. */
export const COLOR_SCHEME_GLOBAL = 'colorScheme';

/** The attribute that forces a scheme on the element that carries it and its descendants. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-org-color-scheme';

/** The global's value as a choice; anything unknown follows the system. */
export function toColorSchemeChoice(value: unknown): ColorSchemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

function declarationsOf(tokens: Tokens): string {
  return [...tokens].map(([name, value]) => `${name}: ${value};`).join('\n  ');
}

/**
 * CSS that forces each scheme under {@link COLOR_SCHEME_ATTRIBUTE}, built from the text of
 * tokens.css so that file stays the only owner of the values. Every token is declared again,
 * not only the dark overrides, because tokens such as `--org-focus-ring` or the older aliases
 * are `var()`s computed where they are declared: re-declaring them on the forced element makes
 * them follow its scheme. `light` is written out too, so it wins on a dark operating system.
 *
 * @param tokensCss - The text of tokens.css.
 * @returns Rules for `[data-org-color-scheme="light"]` and `[data-org-color-scheme="dark"]`,
 *   and a rule that paints the page (and each forced element) from `--org-color-bg` and
 *   `--org-color-text`.
 */
export function forcedColorSchemeCss(tokensCss: string): string {
  const { light, dark } = parseTokenSheet(tokensCss);
  const rule = (scheme: 'light' | 'dark', tokens: Tokens) => {
    const attribute = `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`;
    // :root[…] outranks tokens.css's `:root` inside its media query whatever the order.
    return `:root${attribute},\n${attribute} {\n  color-scheme: ${scheme};\n  ${declarationsOf(tokens)}\n}`;
  };
  return [
    rule('light', light),
    rule('dark', dark),
    `:root,\n[${COLOR_SCHEME_ATTRIBUTE}] {\n  background: var(--org-color-bg);\n  color: var(--org-color-text);\n}`,
  ].join('\n');
}
