// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// An animation that never ends runs for as long as its element shows: on a property the
// compositor animates (transform, opacity) it costs the page's main thread nothing; on any other
// (a box-shadow, a colour, a size) the page restyles and repaints at every frame. The call
// illustration's box-shadow pulse took about half of a phone's main thread (4x CPU) on the home
// page, for ever. So every keyframes an infinite animation plays may move those two only.

const stylesDir = fileURLToPath(new URL('.', import.meta.url));
const sheets = readdirSync(stylesDir)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(`${stylesDir}${file}`, 'utf8') }));

/** The names of the keyframes played by an `animation` shorthand with `infinite`. */
function infiniteAnimations(css: string): string[] {
  const names: string[] = [];
  for (const [, value = ''] of css.matchAll(/animation:\s*([^;}]+)/g)) {
    if (!/\binfinite\b/.test(value)) continue;
    const name = value.split(/\s+/).find((word) => /^org-[\w-]+$/.test(word));
    if (name) names.push(name);
  }
  return names;
}

/** The properties each `@keyframes` block sets, by name. */
function keyframeProperties(css: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)) {
    const [, name = '', body = ''] = match;
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map(([, property = '']) => property);
    blocks.set(name, properties);
  }
  return blocks;
}

const keyframes = new Map(sheets.flatMap(({ css }) => [...keyframeProperties(css)]));

describe('infinite animations', () => {
  const played = sheets.flatMap(({ file, css }) =>
    infiniteAnimations(css).map((name) => ({ file, name })),
  );

  it('are found: the check reads the sheets it guards', () => {
    expect(played.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['org-spin', 'org-pulse', 'org-call-art-pulse']),
    );
  });

  it.each(played)('$file plays $name on transform and opacity only', ({ name }) => {
    const properties = keyframes.get(name);
    expect(properties, `@keyframes ${name}`).toBeDefined();
    expect(properties?.length).toBeGreaterThan(0);
    for (const property of properties ?? []) expect(['transform', 'opacity']).toContain(property);
  });

  it('catches a box-shadow pulse', () => {
    const css =
      '.dot{animation:org-x 2s ease-in-out infinite}@keyframes org-x{50%{box-shadow:0 0 0 1rem red}}';
    const [name = ''] = infiniteAnimations(css);
    expect(keyframeProperties(css).get(name)).toEqual(['box-shadow']);
  });
});
