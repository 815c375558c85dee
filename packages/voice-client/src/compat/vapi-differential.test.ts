// @vitest-environment jsdom
/*
 * The differential test: every scenario in test/vapi-diff/scenarios.ts runs once against the
 * real `@vapi-ai/web` 2.7.1 (its shipped CommonJS, with its daily-js replaced in Node's require
 * cache) and once against ours, over one fake daily-js module (`@org/daily-fake`, the one fake of
 * Daily, shaped as a module by test/vapi-diff/fake-daily.ts) and one fake `fetch`; the traces
 * (events with payloads, Daily calls with arguments, requests, results) must be equal, but for
 * the Vapi bugs a scenario names (test/vapi-diff/vapi-bugs.ts). A hang (Vapi waits for ever
 * where ours has a deadline) is compared with a second run of Vapi in which the party that never
 * answers fails at that deadline instead.
 *
 * What ours must allow for this (no seam of its own is used): daily-js reached through an
 * `import('@daily-co/daily-js')` (static or dynamic), which `vi.mock` answers; the global
 * `fetch`, `navigator.userAgent`, `MediaStream`, `document` and timers read when used, not
 * captured at import time.
 */

import { FakeCallObject } from '@org/daily-fake';
import { describe, expect, it, vi } from 'vitest';
import { currentFakeDaily } from '../../test/vapi-diff/fake-daily';
import { type DiffClientClass, loadRealVapi } from '../../test/vapi-diff/real-vapi';
import { runScenario } from '../../test/vapi-diff/run';
import { SCENARIOS } from '../../test/vapi-diff/scenarios';
import { fixVapiTrace } from '../../test/vapi-diff/vapi-bugs';
import OurVapi from '../vapi';

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

const RealVapi = loadRealVapi();
const Ours = OurVapi as unknown as DiffClientClass;

describe('the fakes intercept', () => {
  for (const [label, Client] of [
    ['@vapi-ai/web', RealVapi],
    ['ours', Ours],
  ] as const) {
    it(`${label}: its daily-js is the fake and its requests go through the fake fetch`, async () => {
      let callObject: unknown;
      const trace = await runScenario(Client, {}, async (world) => {
        await world.call('start', 'assistant-1');
        callObject = (
          world.client as unknown as { getDailyCallObject(): unknown }
        ).getDailyCallObject();
      });
      expect(callObject).toBeInstanceOf(FakeCallObject);
      expect(callObject).toBe(currentFakeDaily().last);
      expect(trace.filter((entry) => entry.kind === 'fetch')).toHaveLength(1);
      expect(trace.some((entry) => entry.kind === 'daily' && entry.method === 'join')).toBe(true);
    });
  }
});

describe('@vapi-ai/web 2.7.1 over the fakes', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      const trace = await runScenario(RealVapi, scenario.options ?? {}, scenario.script);
      // VAPI_DIFF_PRINT=1 prints each trace as one JSON line, to read what a scenario does.
      if (process.env.VAPI_DIFF_PRINT) {
        console.log(`@@TRACE ${JSON.stringify({ name: scenario.name, trace })}`);
      }
      scenario.check(trace);
      // Each bug in turn, as vapi-differential-ours.test.ts applies them.
      const { changes } = await fixVapiTrace(
        trace,
        scenario.vapiBugs ?? [],
        scenario.options ?? {},
        (options) => runScenario(RealVapi, options, scenario.script),
      );
      for (const { name, changed } of changes) {
        expect(changed, `Vapi shows "${name}"`).toBeGreaterThan(0);
      }
    });
  }
});
