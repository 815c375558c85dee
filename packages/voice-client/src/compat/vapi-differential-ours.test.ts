// @vitest-environment jsdom
/*
 * Ours against `@vapi-ai/web` 2.7.1: each scenario of test/vapi-diff/scenarios.ts runs against
 * both clients over the same fakes, and ours must leave the trace Vapi leaves, rewritten only by
 * the Vapi bugs the scenario names and the differences of the one engine both faces run on
 * (`ENGINE_DIFFERENCES`, which every comparison applies; all in test/vapi-diff/vapi-bugs.ts). vapi-differential.test.ts says how the fakes reach both clients
 * and checks each scenario against Vapi alone.
 */
import { describe, it, vi } from 'vitest';
import { expectOursLikeVapi } from '../../test/vapi-diff/compare';
import { type DiffClientClass, loadRealVapi } from '../../test/vapi-diff/real-vapi';
import type { RunOptions } from '../../test/vapi-diff/run';
import { SCENARIOS } from '../../test/vapi-diff/scenarios';
import { connectionWarmup } from '../../test/vapi-diff/vapi-bugs';
import { loadDaily } from '../daily/loader';
import OurVapi, { type VapiOptions } from '../vapi';

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

const RealVapi = loadRealVapi();
// `@vapi-ai/web` imports daily-js with the page; ours' start finds it loaded as Vapi's does (the
// fake one: `vi.mock` above answers the import).
await loadDaily();
const Ours = OurVapi as unknown as DiffClientClass;

/** The scenario's options with ours' fifth constructor argument (`VapiOptions`) set to `ours`. */
function withOurOptions(options: RunOptions, ours: VapiOptions): RunOptions {
  const [baseUrl, dailyCallConfig, dailyCallObject, own] = options.constructorArgs ?? [];
  return {
    ...options,
    constructorArgs: [baseUrl, dailyCallConfig, dailyCallObject, { ...own, ...ours }],
  };
}

for (const warmUp of [false, true]) {
  const title = warmUp
    ? 'with the warm-up (the default): the Daily order moved as the warm-up moves it'
    : "without the warm-up (`warmUp: false`): Vapi's Daily order";
  describe(`ours against @vapi-ai/web 2.7.1, ${title}: identical traces but for Vapi's bugs`, () => {
    for (const scenario of SCENARIOS) {
      it(scenario.name, async () => {
        const options = scenario.options ?? {};
        await expectOursLikeVapi({
          vapi: RealVapi,
          ours: Ours,
          options,
          oursOptions: withOurOptions(options, { warmUp }),
          script: scenario.script,
          bugs: [...(scenario.vapiBugs ?? []), ...(warmUp ? [connectionWarmup] : [])],
        });
      });
    }
  });
}
