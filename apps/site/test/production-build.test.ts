import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { receptionistScript } from '@org/voice-client/simulated';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_CALL_EXPLANATION } from '../src/demo/simulated-call-label';
import { DEMO_TEST_SEAM_GLOBAL } from '../src/demo/test-seam';

/**
 * Reads the production build a deploy ships, as `build:bench` wrote it (`dist-bench`: mode bench,
 * a production build with the example hosts of `.env.bench` and `VITE_TEST_SEAMS=false`, the
 * build the budgets measure and the real-daily tests serve), and checks what ships: no trace of
 * the test seam, and daily-js and the voice client reachable only from the /demo call's engine,
 * which /demo loads on intent. Reading the build turbo made already (the site's `test` depends
 * on `build:bench`) instead of building the client again keeps the unit tests free of builds.
 */

const distDir = fileURLToPath(new URL('../dist-bench', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let manifest: Manifest = {};
let scripts: { file: string; text: string }[] = [];
let styles: { file: string; text: string }[] = [];

beforeAll(async () => {
  manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const assets = await readdir(join(distDir, 'assets'));
  const read = (suffix: string) =>
    Promise.all(
      assets
        .filter((file) => file.endsWith(suffix))
        .map(async (file) => ({
          file,
          text: await readFile(join(distDir, 'assets', file), 'utf8'),
        })),
    );
  scripts = await read('.js');
  styles = await read('.css');
});

/** Every chunk a manifest key loads before it runs: itself and its static imports, deeply. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const keyOf = (predicate: (key: string, chunk: ManifestChunk) => boolean): string => {
  const found = Object.entries(manifest).find(([key, chunk]) => predicate(key, chunk));
  if (!found) throw new Error('No such chunk in the manifest');
  return found[0];
};

/** /demo's widget, the island whose chunk loads the call's engine on intent. */
const DEMO_CALL = 'src/islands/demo-call-island.tsx';
/** /demo's page script, which runs as the page loads. */
const DEMO_PAGE = 'src/islands/demo-page-island.ts';
const ENGINE = 'src/demo/demo-call-engine.tsx';

describe('the production build', () => {
  it('contains no trace of the test seam', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const { file, text } of scripts) {
      // The global's name is the seam's one unique string; the loopback build has it (the
      // simulated-call end-to-end tests go through it).
      expect(text.includes(DEMO_TEST_SEAM_GLOBAL), file).toBe(false);
    }
  });

  it('contains no simulated call: neither its script, nor the label, nor its styles', () => {
    // The dev server's simulation (create-demo-client.ts) and its label sit behind
    // `__SIMULATED_CALLS__`; a build must drop both, down to the last string.
    const traces = [
      ...receptionistScript.map(({ text }) => text),
      'simulated-assistant',
      SIMULATED_CALL_EXPLANATION,
      'Simulated call',
    ];
    for (const { file, text } of scripts) {
      for (const trace of traces) expect(text.includes(trace), `${file}: ${trace}`).toBe(false);
    }
    expect(styles.length).toBeGreaterThan(0);
    for (const { file, text } of styles) {
      expect(text.includes('demo-simulated-label'), file).toBe(false);
    }
  });

  it('still ships the demo, with the voice client in the engine /demo loads on intent', () => {
    const engine = manifest[ENGINE];
    const engineText = scripts.find(({ file }) => engine?.file.endsWith(file))?.text ?? '';
    // The provider path and the listening message come from @org/voice-client's own code.
    expect(engineText).toContain('/call/web');
    expect(engineText).toContain('listening');
    expect(engine?.isDynamicEntry).toBe(true);
    expect(manifest[DEMO_CALL]?.dynamicImports).toContain(ENGINE);
  });

  it("loads daily-js only on demand, from the demo engine's chunk alone", () => {
    const daily = keyOf((key) => key.includes('@daily-co/daily-js'));
    const importers = Object.entries(manifest)
      .filter(([, chunk]) => chunk.dynamicImports?.includes(daily))
      .map(([key]) => key);
    expect(importers).toEqual([ENGINE]);
    for (const [key, chunk] of Object.entries(manifest)) {
      expect(chunk.imports ?? [], key).not.toContain(daily);
    }
  });

  it("keeps the voice client and the summary dialogs out of /demo's first load", () => {
    // /demo loads the call's engine when the visitor points at or focuses Start, not with the page
    // nor with the widget's island.
    const entry = keyOf((_, chunk) => chunk.isEntry === true);
    const firstLoad = new Set([
      ...staticClosure(entry),
      ...staticClosure(DEMO_PAGE),
      ...staticClosure(DEMO_CALL),
    ]);
    for (const key of firstLoad) {
      const chunk = manifest[key];
      const text = scripts.find(({ file }) => chunk?.file.endsWith(file))?.text ?? '';
      expect(key, `/demo loads ${key}`).not.toMatch(/daily|voice-client|demo-call-engine/);
      expect(text.includes('/call/web'), `/demo loads the voice client in ${key}`).toBe(false);
      expect(text.includes('daily-js'), `/demo loads daily-js in ${key}`).toBe(false);
      expect(text.includes('Send Call Summary'), `/demo loads the summary dialogs in ${key}`).toBe(
        false,
      );
    }
  });

  it('keeps daily-js and the voice client out of every other island and the entry', () => {
    const islands = Object.keys(manifest).filter(
      (key) => key.startsWith('src/islands/') && manifest[key]?.isDynamicEntry,
    );
    expect(islands).toContain(DEMO_CALL);
    expect(islands.length).toBeGreaterThan(4);
    const entry = keyOf((_, chunk) => chunk.isEntry === true);
    for (const island of [entry, ...islands.filter((key) => key !== DEMO_CALL)]) {
      for (const key of staticClosure(island)) {
        const chunk = manifest[key];
        const text = scripts.find(({ file }) => chunk?.file.endsWith(file))?.text ?? '';
        expect(key, `${island} loads ${key}`).not.toMatch(/daily|voice-client|demo-call/);
        expect(text.includes('/call/web'), `${island} loads the voice client in ${key}`).toBe(
          false,
        );
        expect(text.includes('daily-js'), `${island} loads daily-js in ${key}`).toBe(false);
      }
    }
  });
});
