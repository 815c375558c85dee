import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderInlineScripts } from './generate-inline-scripts.mjs';

describe('src/generated/inline-scripts.mjs', () => {
  it('is what src/inline/*.ts build to today (run `pnpm generate` after changing them)', async () => {
    const committed = await readFile(
      new URL('../src/generated/inline-scripts.mjs', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(await renderInlineScripts());
  }, 60_000);
});
