import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every module under `dir`, tests aside (`.ts` and `.tsx`, not `.test.ts(x)` nor `.test-d.ts`):
 * what the source rules (import-graph, one-writer, module-size) read.
 */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}
