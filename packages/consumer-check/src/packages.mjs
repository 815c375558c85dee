// The five publishable packages as a consumer receives them: built, packed with `pnpm pack`
// (which turns `workspace:` ranges into versions), and described by their packed manifests.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folders under packages/ that are published. */
export const PUBLISHED = ['calculator-core', 'webhooks', 'ui', 'voice-client', 'provider-api'];

/**
 * Builds the published packages, then packs each into `destination`.
 * @returns {Promise<Array<{ name: string, tarball: string, manifest: Record<string, any> }>>}
 */
export function buildAndPack(root, destination) {
  const filters = PUBLISHED.flatMap((folder) => ['--filter', `./packages/${folder}`]);
  const build = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the packages did not build');
  return PUBLISHED.map((folder) => {
    const dir = join(root, 'packages', folder);
    const packed = spawnSync('pnpm', ['pack', '--pack-destination', destination], {
      cwd: dir,
      encoding: 'utf8',
    });
    const tarball = packed.stdout
      .trim()
      .split('\n')
      .reverse()
      .find((line) => line.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball)
      throw new Error(`pnpm pack failed in ${dir}:\n${packed.stderr}`);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return { name: manifest.name, tarball: tarball.trim(), manifest };
  });
}

/** The entries a package exports, as import specifiers (`@org/ui`, `@org/webhooks/rules`, …). */
export function entriesOf({ name, manifest }) {
  return Object.keys(manifest.exports)
    .filter((key) => key !== './package.json' && !key.endsWith('.css'))
    .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
}

/**
 * Whether Node `version` (`v22.23.3`) meets a package's `engines.node`; a package that declares
 * none runs on any. Only the `>=x.y.z` form is read: any other form fails loudly, so that the
 * check is never answered by a range it cannot read.
 */
export function meetsEngines(manifest, version) {
  const range = manifest.engines?.node;
  if (range === undefined) return true;
  const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!floor)
    throw new Error(`${manifest.name}: engines.node "${range}" is not of the form >=x.y.z`);
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = floor.slice(1).map((part) => Number(part ?? 0));
  for (let i = 0; i < 3; i += 1) {
    if (have[i] !== need[i]) return have[i] > need[i];
  }
  return true;
}

/**
 * Copies a fixture app to `dir` and adds the given packed packages to its dependencies, each
 * also pinned as an override so that the packages' dependencies on one another take the
 * tarballs too, never the registry.
 */
export function makeProject(fixture, dir, packages, extraDependencies = {}) {
  cpSync(fixture, dir, { recursive: true });
  const path = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  manifest.dependencies = { ...manifest.dependencies, ...extraDependencies };
  manifest.overrides = {};
  for (const { name, tarball } of packages) {
    manifest.dependencies[name] = `file:${tarball}`;
    manifest.overrides[name] = `$${name}`;
  }
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}
