import type { CSSProperties, ReactNode } from 'react';
import {
  CONTRAST_PAIRS,
  colorRole,
  contrastRatio,
  isOpaqueHex,
  parseTokenSheet,
  resolveToken,
  type Tokens,
} from '../styles/token-sheet';
import tokensCss from '../styles/tokens.css?raw';

// The Storybook tokens page draws what tokens.css declares, read from its text: a token added
// there shows up here without editing the page. Documentation only, not exported by the package.

const sheet = parseTokenSheet(tokensCss);
const SCHEMES = [
  ['light', sheet.light],
  ['dark', sheet.dark],
] as const;

const COLOR_TOKEN = /^--org-(color|status|visualiser)-/;
const COLOR_PREFIX = colorRole('');

/** A group of non-colour tokens and how one of them is drawn. */
interface ScaleGroup {
  title: string;
  match: RegExp;
  sample: (name: string) => ReactNode;
}

const cell: CSSProperties = {
  padding: 'var(--org-space-2) var(--org-space-3)',
  borderBottom: '1px solid var(--org-color-border)',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const table: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  // Its own page colours: on a docs page the tokens may be dark while Storybook's page is not.
  background: 'var(--org-color-bg)',
  color: 'var(--org-color-text)',
  fontFamily: 'var(--org-font-sans)',
  fontSize: 'var(--org-font-size-sm)',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' };

/** The token another one only renames (in both schemes), if it is such an alias. */
function aliasOf(name: string): string | undefined {
  if (sheet.darkOverrides.has(name)) return undefined;
  return /^var\((--[\w-]+)\)$/.exec(sheet.light.get(name) ?? '')?.[1];
}

function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}

/** The contrast lines of one colour token in one scheme. */
function contrastLines(name: string, tokens: Tokens): string[] {
  const alias = aliasOf(name);
  if (alias) return [`as ${alias}`];
  const value = resolveToken(tokens, name);
  if (!isOpaqueHex(value)) return ['translucent: drawn over a surface'];
  const role = name.startsWith(COLOR_PREFIX) ? name.slice(COLOR_PREFIX.length) : undefined;
  const pairs = CONTRAST_PAIRS.filter((pair) => pair.fg === role);
  if (pairs.length > 0) {
    return pairs.flatMap(({ on, min }) =>
      on.map((background) => {
        const ratio = contrastRatio(value, resolveToken(tokens, colorRole(background)));
        return `on ${background}: ${formatRatio(ratio)} (needs ${min}:1)`;
      }),
    );
  }
  // Not a foreground role: a surface (or a status colour), measured against the page's text
  // or, for the status and visualiser colours, against the page.
  const against = role === undefined ? 'bg' : 'text';
  const ratio = contrastRatio(value, resolveToken(tokens, colorRole(against)));
  return [`${against === 'text' ? 'text on it' : 'on bg'}: ${formatRatio(ratio)}`];
}

function Swatch({ value }: { value: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '2.5rem',
        height: '2.5rem',
        marginInlineEnd: 'var(--org-space-2)',
        borderRadius: 'var(--org-radius)',
        border: '1px solid var(--org-color-border-strong)',
        background: value,
        verticalAlign: 'middle',
      }}
    />
  );
}

/**
 * Every colour token of tokens.css: its light and dark values side by side, each swatch with the
 * contrast ratios the role is held to (the pairs the contrast tests check), or, for a surface,
 * the ratio of text on it.
 */
export function ColorTokens() {
  const names = [...sheet.light.keys()].filter((name) => COLOR_TOKEN.test(name));
  return (
    <table style={table}>
      <caption style={{ ...cell, fontWeight: 'var(--org-font-weight-semibold)' }}>
        Colour roles, light and dark
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Token
          </th>
          {SCHEMES.map(([scheme]) => (
            <th key={scheme} scope="col" style={cell}>
              {scheme === 'light' ? 'Light' : 'Dark'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const alias = aliasOf(name);
          return (
            <tr key={name}>
              <th scope="row" style={{ ...cell, ...code }}>
                {name}
                {alias ? (
                  <span style={{ display: 'block', color: 'var(--org-color-text-muted)' }}>
                    alias of {alias}
                  </span>
                ) : null}
              </th>
              {SCHEMES.map(([scheme, tokens]) => {
                const value = resolveToken(tokens, name);
                return (
                  <td key={scheme} style={cell}>
                    <Swatch value={value} />
                    <code style={code}>{value}</code>
                    <ul
                      style={{
                        margin: 'var(--org-space-1) 0 0',
                        paddingInlineStart: 'var(--org-space-4)',
                        color: 'var(--org-color-text-muted)',
                      }}
                    >
                      {contrastLines(name, tokens).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const box: CSSProperties = {
  display: 'inline-block',
  width: '4rem',
  height: '4rem',
  background: 'var(--org-color-surface-raised)',
  border: '1px solid var(--org-color-border-strong)',
};

/** The groups of non-colour tokens, by name; a token of none of them is listed under Other. */
const SCALE_GROUPS: readonly ScaleGroup[] = [
  {
    title: 'Type scale',
    match: /^--org-font-size-/,
    sample: (name) => (
      <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--org-line-height-tight)' }}>
        Every Call, Handled
      </span>
    ),
  },
  {
    title: 'Spacing',
    match: /^--org-space-|^--org-section-gap$/,
    sample: (name) => (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: `var(${name})`,
          height: '1rem',
          background: 'var(--org-color-accent)',
        }}
      />
    ),
  },
  {
    title: 'Radii',
    match: /^--org-radius/,
    sample: (name) => <span aria-hidden="true" style={{ ...box, borderRadius: `var(${name})` }} />,
  },
  {
    title: 'Shadows and focus ring',
    match: /^--org-shadow|^--org-focus-ring$/,
    sample: (name) => (
      <span
        aria-hidden="true"
        style={{
          ...box,
          border: 'none',
          margin: 'var(--org-space-2)',
          borderRadius: 'var(--org-radius)',
          boxShadow: `var(${name})`,
        }}
      />
    ),
  },
];

function TokenTable({
  title,
  names,
  sample,
}: {
  title: string;
  names: readonly string[];
  sample?: (name: string) => ReactNode;
}) {
  return (
    <table style={{ ...table, marginBlockEnd: 'var(--org-space-6)' }}>
      <caption style={{ ...cell, fontWeight: 'var(--org-font-weight-semibold)' }}>{title}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Token
          </th>
          <th scope="col" style={cell}>
            Value
          </th>
          {sample ? (
            <th scope="col" style={cell}>
              Sample
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code }}>
              {name}
            </th>
            <td style={{ ...cell, ...code }}>{sheet.light.get(name)}</td>
            {sample ? <td style={cell}>{sample(name)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The type scale, spacing, radii, shadows and every other non-colour token of tokens.css, each
 * drawn with the token itself (`var(--org-…)`), so the samples are what components get.
 */
export function ScaleTokens() {
  const names = [...sheet.light.keys()].filter((name) => !COLOR_TOKEN.test(name));
  const other = names.filter((name) => !SCALE_GROUPS.some((group) => group.match.test(name)));
  return (
    <div>
      {SCALE_GROUPS.map((group) => (
        <TokenTable
          key={group.title}
          title={group.title}
          names={names.filter((name) => group.match.test(name))}
          sample={group.sample}
        />
      ))}
      <TokenTable title="Other tokens" names={other} />
    </div>
  );
}
