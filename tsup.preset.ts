import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];
type TsupPlugin = NonNullable<Options['plugins']>[number];
/** What esbuild's metafile says of one output file. */
interface OutputMeta {
  entryPoint?: string;
  inputs: Record<string, { bytesInOutput: number }>;
}

/** A source module that starts with React's `'use client'` directive (comments may precede it). */
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;

/**
 * Keeps React's `'use client'` directive through the bundle. esbuild drops module directives
 * when it bundles, so a Next.js Server Component that renders one of our components would run
 * its hooks on the server. After tsup has written `dist/`, every output file that holds code of
 * a source module marked `'use client'` (or is the entry of one) gets the directive back on its
 * first line. The build fails when such a file also holds a server-safe module that is an entry
 * of its own: the directive would turn that module's exports into client references too.
 */
function useClientDirectives(): { esbuild: EsbuildPlugin; tsup: TsupPlugin } {
  const outputs = new Map<string, OutputMeta>();
  const clientSources = new Map<string, boolean>();
  const isClient = (source: string): boolean => {
    let known = clientSources.get(source);
    if (known === undefined) {
      known = /\.[cm]?[jt]sx?$/.test(source) && USE_CLIENT.test(readFileSync(source, 'utf8'));
      clientSources.set(source, known);
    }
    return known;
  };
  return {
    esbuild: {
      name: 'use-client-directives',
      setup(build) {
        build.initialOptions.metafile = true;
        build.onEnd((result) => {
          for (const [path, output] of Object.entries(result.metafile?.outputs ?? {})) {
            outputs.set(path, output);
          }
        });
      },
    },
    tsup: {
      name: 'use-client-directives',
      // esbuild keeps an entry's directive in some outputs, where tsup's tree-shaking pass would
      // warn that it drops it; it is put back below, on every file that needs it.
      renderChunk(code) {
        return { code: code.replace(/^(['"])use client\1;?\n?/, '') };
      },
      buildEnd({ writtenFiles }) {
        const entries = new Set([...outputs.values()].flatMap((o) => o.entryPoint ?? []));
        for (const { name } of writtenFiles) {
          const output = outputs.get(name);
          if (!output || !/\.c?js$/.test(name)) continue;
          const sources = Object.entries(output.inputs)
            .filter(([, input]) => input.bytesInOutput > 0)
            .map(([source]) => source);
          const client = sources.filter(isClient);
          if (!client.length && !(output.entryPoint && isClient(output.entryPoint))) continue;
          const serverSafeEntries = sources.filter((s) => !isClient(s) && entries.has(s));
          if (serverSafeEntries.length) {
            throw new Error(
              `${name} holds client modules (${client.join(', ')}) and server-safe entries (${serverSafeEntries.join(', ')}): split them or mark both.`,
            );
          }
          const code = readFileSync(name, 'utf8');
          if (!USE_CLIENT.test(code)) writeFileSync(name, `'use client';\n${code}`);
        }
      },
    },
  };
}

/**
 * The one build preset every publishable package uses: ESM + CJS with their own
 * declaration files (`.d.ts` for import, `.d.cts` for require), so that each
 * `exports` condition resolves to types of the right module kind.
 */
export function libraryPreset(overrides: Options = {}): Options {
  const directives = useClientDirectives();
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    // `libraryBuild` empties dist/ once; cleaning per config would race, as tsup runs
    // the configs of one package in parallel into the same folder.
    clean: false,
    target: 'es2022',
    platform: 'browser',
    treeshake: true,
    splitting: true,
    minify: false,
    ...overrides,
    // A package's own plugins come in addition to the directive keeper, never instead of it.
    esbuildPlugins: [directives.esbuild, ...(overrides.esbuildPlugins ?? [])],
    plugins: [directives.tsup, ...(overrides.plugins ?? [])],
  };
}

/**
 * A package's whole build: empties `dist/` once, then runs every config (each made with
 * {@link libraryPreset}) in parallel.
 */
export function libraryBuild(...configs: Options[]): Options[] {
  rmSync('dist', { recursive: true, force: true });
  return configs.map((config) => ({ ...config, clean: false }));
}

/**
 * For a package's bin, built on its own beside the entry it runs: the bin's imports of that
 * entry's source (`entry`, e.g. `src/receiver/index.ts`) are left external as the built entry,
 * reached by the package's self-reference (`specifier`, e.g. `@org/webhooks/receiver`), so the
 * entry's code ships once instead of a second time inside the bin. The build fails when the bin
 * still carries code of a module the entry bundles (imported by its own path, around the entry):
 * import it through the entry instead.
 */
export function importOwnEntry(
  entry: string,
  specifier: string,
): NonNullable<Options['esbuildPlugins']>[number] {
  return {
    name: 'import-own-entry',
    setup(build) {
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
      const entryPath = resolve(cwd, entry);
      build.initialOptions.metafile = true;
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = resolve(args.resolveDir, args.path);
        const isEntry = [path, `${path}.ts`, resolve(path, 'index.ts')].includes(entryPath);
        return isEntry ? { path: specifier, external: true } : undefined;
      });
      build.onEnd(async (result) => {
        if (!result.metafile) return;
        const entryBundle = await build.esbuild.build({
          absWorkingDir: cwd,
          entryPoints: [entryPath],
          bundle: true,
          write: false,
          metafile: true,
          platform: 'node',
          format: 'esm',
          logLevel: 'silent',
        });
        const carried = Object.values(result.metafile.outputs).flatMap((output) =>
          Object.entries(output.inputs)
            .filter(
              ([input, { bytesInOutput }]) =>
                bytesInOutput > 0 && input in entryBundle.metafile.inputs,
            )
            .map(([input]) => input),
        );
        if (carried.length === 0) return;
        return {
          errors: [
            {
              text: `the bin carries code of ${specifier} again (${[...new Set(carried)].join(', ')}): import it from ${entry}`,
            },
          ],
        };
      });
    },
  };
}
