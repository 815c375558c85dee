import { expect } from 'vitest';
import type { DiffClientClass } from './real-vapi';
import { type RunOptions, runScenario, type World } from './run';
import { firstDifference, type TraceEntry } from './trace';
import { ENGINE_DIFFERENCES, fixVapiTrace, type VapiBug } from './vapi-bugs';

/** One comparison of ours with `@vapi-ai/web` 2.7.1 on a scenario. */
export interface Comparison {
  vapi: DiffClientClass;
  ours: DiffClientClass;
  options: RunOptions;
  /** The options ours runs with, where they differ (its own `VapiOptions`, say). */
  oursOptions?: RunOptions;
  script: (world: World) => Promise<void>;
  /**
   * The named fixes and improvements that rewrite Vapi's trace into what ours must leave, before
   * the engine's own differences (`ENGINE_DIFFERENCES`), which every comparison applies last.
   */
  bugs: readonly VapiBug[];
}

/**
 * Runs the scenario against both clients; ours must leave Vapi's trace rewritten by `bugs`, each
 * of which Vapi must really show there (see {@link mustShow}). Returns ours' trace.
 */
export async function expectOursLikeVapi(comparison: Comparison): Promise<TraceEntry[]> {
  const { options, script } = comparison;
  const bugs = [...comparison.bugs, ...ENGINE_DIFFERENCES];
  const vapi = await runScenario(comparison.vapi, options, script);
  const { trace: expected, changes } = await fixVapiTrace(vapi, bugs, options, (rerun) =>
    runScenario(comparison.vapi, rerun, script),
  );
  for (const { name, changed, mustShow } of changes) {
    if (mustShow) expect(changed, `Vapi shows "${name}"`).toBeGreaterThan(0);
  }
  const ours = await runScenario(comparison.ours, comparison.oursOptions ?? options, script);
  expect(ours, firstDifference(ours, expected)).toEqual(expected);
  return ours;
}
