/*
 * Small modules with one job each: no module of src/ (tests aside) over 400 lines. The Vapi face
 * (compat/vapi-client.ts) is the one exception: it has one method per method of `@vapi-ai/web`'s
 * class, each a few lines on the engine, and splitting the class would only scatter its API.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../test/sources';

const SRC = import.meta.dirname;
const MAX_LINES = 400;
const EXCEPTIONS = new Set(['compat/vapi-client.ts']);

describe('module size', () => {
  const modules = sources(SRC).map((path) => ({
    module: relative(SRC, path),
    lines: readFileSync(path, 'utf8').split('\n').length,
  }));

  it(`reads every module, the exception among them`, () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.map(({ module }) => module)).toEqual(expect.arrayContaining([...EXCEPTIONS]));
  });

  it(`has no module over ${MAX_LINES} lines but the Vapi face`, () => {
    const over = modules.filter(
      ({ module, lines }) => lines > MAX_LINES && !EXCEPTIONS.has(module),
    );
    expect(over).toEqual([]);
  });
});
