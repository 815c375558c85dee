// The size of @org/voice-client as this site's bundler ships it: its public entries (main and
// `/react`) bundled and minified (whitespace too) by Vite, without the annotations a library
// build keeps for the app's bundler, gzip. daily-js is left out (it loads on intent), and
// so are React and zustand (the site has them anyway). @org/provider-api is the client's own
// dependency: it is measured with it and without it, and the package's budget is without it,
// as in packages/voice-client/scripts/size.mjs.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { gzipBytes } from './asset-sizes.mjs';

const ENTRY_SOURCE =
  "export * from '@org/voice-client';\nexport * from '@org/voice-client/react';\n";
const ALWAYS_EXTERNAL = [/^react(-dom)?(\/|$)/, /^zustand(\/|$)/, /^@daily-co\/daily-js(\/|$)/];

/**
 * The annotations a library build keeps for the app's bundler (`/* @__PURE__ *\/` before a call
 * or `new`), which that bundler uses and then drops: the site's built assets hold none
 * (test/build-output.test.ts).
 */
const BUNDLER_ANNOTATION = /\/\*\s*[#@]__(?:PURE|NO_SIDE_EFFECTS)__\s*\*\/\s?/g;

/**
 * `code` of the library build as the site's own build ships it: without the annotations meant
 * for the bundler.
 * @param {string} code
 * @returns {string}
 */
export function asShipped(code) {
  return code.replace(BUNDLER_ANNOTATION, '');
}

async function bundleGzip(siteDir, entry, external) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: siteDir,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'voice-client' },
      // Vite leaves whitespace in a library's ES output (to keep pure annotations for the
      // app's bundler); the site's own build removes it, as the built assets show, so the
      // output is minified here in full, as it ships.
      rollupOptions: { external, output: { minify: true } },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  let bytes = 0;
  for (const result of results) {
    for (const chunk of result.output) {
      if (chunk.type === 'chunk') bytes += gzipBytes(asShipped(chunk.code));
    }
  }
  return bytes;
}

/**
 * Measures @org/voice-client (main + `/react`) in gzip bytes.
 * @param {string} siteDir the site's folder, whose node_modules resolve the package
 * @returns {Promise<{ ownBytes: number, withProviderApiBytes: number }>}
 */
export async function measureVoiceClient(siteDir) {
  // A real file, so the package resolves from the site's node_modules like the site's own code.
  const workDir = join(siteDir, 'node_modules', '.cache', 'bench');
  await mkdir(workDir, { recursive: true });
  const entry = join(workDir, 'voice-client-entry.js');
  await writeFile(entry, ENTRY_SOURCE);
  try {
    const ownBytes = await bundleGzip(siteDir, entry, [...ALWAYS_EXTERNAL, /^@org\/provider-api/]);
    const withProviderApiBytes = await bundleGzip(siteDir, entry, ALWAYS_EXTERNAL);
    return { ownBytes, withProviderApiBytes };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
