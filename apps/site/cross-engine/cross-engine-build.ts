import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The suite's own files (its build, the services' logs): git-ignored, beside the e2e ones. */
export const CROSS_ENGINE_DIR = fileURLToPath(new URL('../.local/cross-engine', import.meta.url));

/** Where the page witness is served from, in the suite's build. */
const WITNESS_PATH = '/__cross-engine/page-witness.js';

/** Every `.html` file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Builds the site as `pnpm build` does (mode loopback, prerendered, with its _headers), wired to
 * the suite's ports instead of the end-to-end ones: the loopback build bakes in its site,
 * receiver and provider origins (ORG_E2E_*_PORT, read by scripts/build.mjs), so a build of its
 * own is what lets the suite run beside the Playwright suites. About two seconds. Then every page
 * loads `page-witness.js` first, a script of the site's own origin (the policy allows it), for
 * WebKit, whose WebDriver hands the test no console. Returns the build's folder.
 */
export async function buildCrossEngineSite(ports: Record<string, number>): Promise<string> {
  const outDir = join(CROSS_ENGINE_DIR, 'dist');
  const siteDir = fileURLToPath(new URL('..', import.meta.url));
  const build = spawn(
    process.execPath,
    ['scripts/build.mjs', '--mode', 'loopback', '--out-dir', '.local/cross-engine/dist'],
    {
      cwd: siteDir,
      env: {
        ...process.env,
        ORG_E2E_SITE_PORT: String(ports.crossSite),
        ORG_E2E_RECEIVER_PORT: String(ports.crossReceiver),
        ORG_E2E_PROVIDER_PORT: String(ports.crossProvider),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  build.stdout.on('data', (chunk) => {
    output += chunk;
  });
  build.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(build, 'exit');
  if (code !== 0) throw new Error(`The cross-engine build failed (${code}):\n${output}`);

  await mkdir(join(outDir, '__cross-engine'), { recursive: true });
  await copyFile(new URL('./page-witness.js', import.meta.url), join(outDir, WITNESS_PATH));
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const witnessed = html.replace(/<head>/, `<head><script src="${WITNESS_PATH}"></script>`);
    if (witnessed === html) throw new Error(`${file} has no <head> to load the witness in.`);
    await writeFile(file, witnessed);
  }
  return outDir;
}
