import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type {
  DailyEvent,
  DailyFatalErrorType,
  DailyParticipant,
  DailyParticipantsAudioLevel,
} from '@daily-co/daily-js';
import type { FakeCallObject, FakeDaily, FakeEventPayload } from '@org/daily-fake';
import { vi } from 'vitest';
import { type DailyAnswers, FakeMediaStream, resetFakeDaily } from './fake-daily';
import { type FetchReply, fakeFetch } from './fake-fetch';
import type { DiffClient, DiffClientClass } from './real-vapi';
import { Trace, type TraceEntry } from './trace';

/** Every event `@vapi-ai/web` 2.7.1 declares (`VapiEventNames` in its vapi.ts). */
export const VAPI_EVENT_NAMES = [
  'call-end',
  'call-start',
  'volume-level',
  'local-volume-level',
  'local-audio-level-observer-error',
  'speech-start',
  'speech-end',
  'message',
  'video',
  'audio',
  'error',
  'camera-error',
  'network-quality-change',
  'network-connection',
  'daily-participant-updated',
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'recording-started',
  'recording-stopped',
  'recording-stats',
  'recording-error',
  'recording-upload-completed',
] as const;

/** The API's answer to `POST /call/web` in most scenarios. */
export const WEB_CALL = {
  id: 'call-1',
  orgId: 'org-1',
  type: 'webCall',
  status: 'queued',
  webCallUrl: 'https://vapi.daily.co/room-1',
  assistant: { voice: { provider: '11labs', voiceId: 'sarah' } },
} as const;

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** An iPhone's user agent, for the mobile scenario. */
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The clock both runs start at. */
const EPOCH = new Date('2026-01-05T10:00:00.000Z');

/** How a scenario sets the stage. */
export interface RunOptions {
  /** The API's answers, in order. */
  replies?: FetchReply[];
  /** The browser's user agent. */
  userAgent?: string;
  /** The events the recorder listens to (default: all of {@link VAPI_EVENT_NAMES}). */
  listen?: readonly string[];
  /** What `HTMLMediaElement.play()` does: resolve, or reject with this. */
  playError?: Error;
  /**
   * The constructor's arguments after the token (the fifth, ours' `VapiOptions`, is one Vapi
   * ignores).
   */
  constructorArgs?: [
    apiBaseUrl?: string,
    dailyCallConfig?: object,
    dailyCallObject?: object,
    options?: object,
  ];
  /**
   * Daily answering at a set moment where it would otherwise keep the client waiting (the
   * reference runs a hang in Vapi is compared with).
   */
  daily?: DailyAnswers;
  /**
   * A second instance constructed after the scenario's client, with this token and base URL;
   * the scenario never drives it (the per-instance API client scenario).
   */
  secondInstance?: [apiToken: string, apiBaseUrl: string];
}

/** What a scenario script drives. */
export interface World {
  client: DiffClient;
  daily: FakeDaily;
  trace: Trace;
  /** Calls a public method, records it and its outcome, and lets everything settle. */
  call(method: string, ...args: unknown[]): Promise<void>;
  /** Calls a public method and returns at once (its outcome is recorded when it settles). */
  begin(method: string, ...args: unknown[]): void;
  /** The newest Daily call object emits `event` (daily-js's own payload), then everything settles. */
  dailyEmits<T extends DailyEvent>(event: T, payload?: FakeEventPayload<T>): Promise<void>;
  /**
   * The call machine reports the remote participants' audio levels; it does only while the
   * remote observer runs, so a scenario that reports none is a mistake in the scenario.
   */
  remoteLevels(levels: DailyParticipantsAudioLevel): Promise<void>;
  /**
   * The call machine reports the local audio level, which it does only while the local observer
   * runs; the trace says whether it did.
   */
  localLevel(audioLevel: number): Promise<void>;
  /** A remote participant joins (`participant-joined`; `participants()` lists it from then on). */
  participantJoins(participant: DailyParticipant): Promise<void>;
  /** The call machine reports the meeting over (the assistant hung up): `left-meeting`. */
  meetingEnds(): Promise<void>;
  /** The call machine reports a fatal error during the call: state `error`, the `error` event. */
  fails(
    errorMsg: string,
    error: { type: DailyFatalErrorType; msg: string; details?: unknown },
  ): Promise<void>;
  /** The newest call object. */
  readonly callObject: FakeCallObject;
  /** Runs microtasks and due timers until nothing more happens. */
  settle(): Promise<void>;
  /** Moves the fake clock on; the trace's step says so (`note`, or "<ms> ms pass"). */
  advance(ms: number, note?: string): Promise<void>;
  /** A marker in the trace. */
  step(note: string): void;
}

async function settle(): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    await nextMacrotask();
    await vi.advanceTimersByTimeAsync(0);
  }
}

/**
 * Stops `client`'s call, letting fake time run until the stop has returned (ours' destroy ends at
 * its deadline even when the call machine never answers), so that the next scenario starts on an
 * empty page. `@vapi-ai/web`'s stop can wait for ever there (see `hangs` in vapi-bugs.ts): after
 * 20 s of fake time it is left as it is.
 */
async function closePage(client: DiffClient | null): Promise<void> {
  const stop = (client as { stop?: () => Promise<void> } | null)?.stop;
  if (!client || !stop) return;
  let stopped = false;
  const stopping = stop.call(client).then(
    () => {
      stopped = true;
    },
    () => {
      stopped = true;
    },
  );
  for (let round = 0; round < 20 && !stopped; round += 1) {
    await vi.advanceTimersByTimeAsync(1_000);
  }
  if (stopped) await stopping;
}

/**
 * Runs one scenario against one client over the shared fakes, and returns its trace. The
 * environment (fake clock from {@link EPOCH}, `fetch`, `MediaStream`, `play()`, user agent, an
 * empty document) is the same for every run and undone afterwards.
 */
export async function runScenario(
  Client: DiffClientClass,
  options: RunOptions,
  script: (world: World) => Promise<void>,
): Promise<TraceEntry[]> {
  const trace = new Trace();
  const fakeDaily = resetFakeDaily(trace, options.daily);
  fakeFetch.reset(trace, options.replies ?? [{ status: 201, body: WEB_CALL }]);
  document.body.replaceChildren();
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(EPOCH);
  vi.stubGlobal('fetch', fakeFetch.fetch);
  vi.stubGlobal('MediaStream', FakeMediaStream);
  const userAgent = vi
    .spyOn(window.navigator, 'userAgent', 'get')
    .mockReturnValue(options.userAgent ?? DESKTOP);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    trace.push({ kind: 'dom', action: 'play', element: this });
    return options.playError ? Promise.reject(options.playError) : Promise.resolve();
  });
  // Both clients log diagnostics (Vapi's parse errors, say); they are not part of the trace.
  const quiet = (['log', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => undefined),
  );
  let opened: DiffClient | null = null;
  try {
    const client = new Client('public-key', ...(options.constructorArgs ?? []));
    opened = client;
    if (options.secondInstance) new Client(...options.secondInstance);
    for (const name of options.listen ?? VAPI_EVENT_NAMES) {
      client.on(name, (...args: unknown[]) => trace.push({ kind: 'event', name, args }));
    }
    const world: World = {
      client,
      daily: fakeDaily,
      trace,
      async call(method, ...args) {
        await trace.invoke(client, method, ...args);
        await settle();
      },
      begin(method, ...args) {
        void trace.invoke(client, method, ...args);
      },
      async dailyEmits(event, payload) {
        fakeDaily.last.emit(event, payload);
        await settle();
      },
      async remoteLevels(levels) {
        if (!fakeDaily.last.reportRemoteLevels(levels)) {
          throw new Error('the remote audio level observer is not running');
        }
        await settle();
      },
      async localLevel(audioLevel) {
        if (!fakeDaily.last.reportLocalLevel(audioLevel)) {
          trace.step('no local audio level: the observer is not running');
        }
        await settle();
      },
      async participantJoins(participant) {
        fakeDaily.last.addParticipant(participant);
        await settle();
      },
      async meetingEnds() {
        trace.step('the meeting ends');
        fakeDaily.last.endMeeting();
        await settle();
      },
      async fails(errorMsg, error) {
        trace.step(`the call machine fails: ${errorMsg}`);
        fakeDaily.last.fail(errorMsg, error);
        await settle();
      },
      get callObject() {
        return fakeDaily.last;
      },
      settle,
      async advance(ms, note) {
        trace.step(note ?? `${ms} ms pass`);
        await vi.advanceTimersByTimeAsync(ms);
        await settle();
      },
      step(note) {
        trace.step(note);
      },
    };
    await script(world);
    await settle();
    return [...trace.entries];
  } finally {
    // The page closes: whatever call the scenario left is stopped (daily-js allows one call
    // object per page, and the next scenario is a new page), outside the trace.
    await closePage(opened);
    for (const spy of quiet) spy.mockRestore();
    play.mockRestore();
    userAgent.mockRestore();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.replaceChildren();
  }
}
