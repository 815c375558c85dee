import { FakeDaily, type FakeDailyScript } from '@org/daily-fake';
import { vi } from 'vitest';
import type { VoiceClientEventName, VoiceClientEvents } from '../src/events';
import type { Logger } from '../src/logger';
import { VoiceClient, type VoiceClientBaseOptions } from '../src/voice-client';
import type { CreateWebCallRequest, WebCall, WebCallResult } from '../src/web-call';

/** Every event the client emits, for recording. */
export const EVENT_NAMES: readonly VoiceClientEventName[] = [
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
  'error',
  'progress',
  'call-start-success',
  'call-start-failed',
  'state-change',
  'participant-updated',
  'video',
  'camera-error',
  'network-quality-change',
  'network-connection',
];

/** One recorded event. */
export type Recorded = {
  [K in VoiceClientEventName]: { name: K; args: VoiceClientEvents[K] };
}[VoiceClientEventName];

/** A web call as the provider returns it. */
export function webCall(overrides: Partial<WebCall> = {}): WebCall {
  return { id: 'call-1', webCallUrl: 'https://example.daily.co/room', ...overrides };
}

/** What the harness's web-call function does. */
export interface WebCallScript {
  delayMs: number;
  result: WebCallResult | (() => WebCallResult);
  throws?: Error;
}

/**
 * A client wired to the shared daily-js fake (`@org/daily-fake`, scripted by `script`) and a
 * scripted web-call function, recording every event. `Client` is the class of a fresh module
 * graph, for a test that needs one.
 */
export function createHarness(
  options: Partial<VoiceClientBaseOptions> = {},
  script: Partial<FakeDailyScript> = {},
  Client: typeof VoiceClient = VoiceClient,
) {
  const daily = new FakeDaily({ script });
  const webCallScript: WebCallScript = { delayMs: 20, result: { data: webCall() } };
  const requests: { body: CreateWebCallRequest; signal: AbortSignal }[] = [];
  const logger: Logger & { warnings: unknown[][]; errors: unknown[][] } = {
    warnings: [],
    errors: [],
    warn(...args) {
      this.warnings.push(args);
    },
    error(...args) {
      this.errors.push(args);
    },
  };
  const client = new Client({
    createWebCall: async (body, { signal }) => {
      requests.push({ body, signal });
      await new Promise((resolve) => setTimeout(resolve, webCallScript.delayMs));
      if (webCallScript.throws) throw webCallScript.throws;
      const { result } = webCallScript;
      return typeof result === 'function' ? result() : result;
    },
    createCallObject: daily.createCallObject,
    isMobile: false,
    logger,
    ...options,
  });
  const events: Recorded[] = [];
  for (const name of EVENT_NAMES) {
    client.on(name, (...args: unknown[]) => {
      events.push({ name, args } as Recorded);
    });
  }
  const names = () => events.map((event) => event.name);
  const progress = () =>
    events.flatMap((event) =>
      event.name === 'progress' ? [`${event.args[0].stage}:${event.args[0].status}`] : [],
    );
  return { client, daily, webCallScript, requests, logger, events, names, progress };
}

/** Starts a call and runs fake time until it settles. */
export async function startAndSettle(
  harness: ReturnType<typeof createHarness>,
  start: () => Promise<unknown> = () => harness.client.start({ assistant: 'assistant-1' }),
): Promise<PromiseSettledResult<unknown>> {
  const settled = Promise.allSettled([start()]);
  await vi.runAllTimersAsync();
  const [result] = await settled;
  if (!result) throw new Error('unreachable');
  return result;
}
