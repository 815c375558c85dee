// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Which modules Next.js may run as Server Components: a module that holds state, runs effects,
// keeps refs or reads the browser must start with 'use client' (tsup.preset.ts keeps the
// directive through the build); one that does not must not, so that a Server Component can
// render it and read its helpers. `useId` is allowed on the server, so it does not count.
// A module that renders `SummaryDialog` hands it its field's rules, which are functions: they
// cannot cross from a Server Component into a client one, so such a module is a client one too.
const CLIENT_ONLY =
  /\buse(State|Effect|LayoutEffect|Ref|Reducer|Context|SyncExternalStore|Callback|ControllableState|MediaQuery|PrefersReducedMotion|DevicePixelRatio|FocusKeeper|StillConnecting)\b|\b(window|document|navigator|requestAnimationFrame|matchMedia)\b|<SummaryDialog\b/;

const src = join(process.cwd(), 'src');
const modules = readdirSync(src).filter(
  (name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$|\.test-d\.ts$/.test(name),
);

/** The module's code without comments, so that prose about the DOM does not count. */
function codeOf(name: string): string {
  return readFileSync(join(src, name), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '');
}

describe("'use client' directives", () => {
  it.each(modules)('%s is marked exactly when it needs the browser', (name) => {
    const code = codeOf(name);
    expect(code.trimStart().startsWith("'use client';")).toBe(CLIENT_ONLY.test(code));
  });
});
