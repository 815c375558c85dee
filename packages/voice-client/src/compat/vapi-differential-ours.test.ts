// @vitest-environment jsdom
/*
 * Ours against `@vapi-ai/web` 2.7.1: each scenario of test/vapi-diff/scenarios.ts runs against
 * both clients over the same fakes, and ours must leave the trace Vapi leaves, rewritten only by
 * the Vapi bugs the scenario names (test/vapi-diff/vapi-bugs.ts). vapi-differential.test.ts
 * says how the fakes reach both clients and checks each scenario against Vapi alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { type DiffClientClass, loadRealVapi } from '../../test/vapi-diff/real-vapi';
import { runScenario } from '../../test/vapi-diff/run';
import { SCENARIOS } from '../../test/vapi-diff/scenarios';
import { firstDifference } from '../../test/vapi-diff/trace';
import { fixVapiTrace } from '../../test/vapi-diff/vapi-bugs';
import OurVapi from '../vapi';

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

const RealVapi = loadRealVapi();
const Ours = OurVapi as unknown as DiffClientClass;

describe("ours against @vapi-ai/web 2.7.1: identical traces but for Vapi's bugs", () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      const vapi = await runScenario(RealVapi, scenario.options ?? {}, scenario.script);
      const { trace: expected, changes } = await fixVapiTrace(
        vapi,
        scenario.vapiBugs ?? [],
        scenario.options ?? {},
        (options) => runScenario(RealVapi, options, scenario.script),
      );
      for (const { name, changed } of changes) {
        expect(changed, `Vapi shows "${name}"`).toBeGreaterThan(0);
      }
      const ours = await runScenario(Ours, scenario.options ?? {}, scenario.script);
      expect(ours, firstDifference(ours, expected)).toEqual(expected);
    });
  }
});
