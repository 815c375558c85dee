// biome-ignore-all lint/suspicious/noExplicitAny: the web call is the API's answer, read as loosely as Vapi reads it.
import type { DailyAdvancedConfig, DailyFactoryOptions } from '@daily-co/daily-js';
import { type Failure, progress, reportFailure, timestamp } from './start-reports';
import {
  createCall,
  finishCall,
  joinCall,
  type VapiRun,
  vapiFactoryOptions,
  vapiRun,
} from './start-sequence';
import type { StartTicket, VapiSession } from './vapi-session';
import type { WebCall } from './vapi-types';
import { createWebCall, type VapiApi } from './web-call-request';

/**
 * The drop-in's call engine: what `start()` and `reconnect()` do once the call counts as
 * started, loaded by `Vapi` on construction, by `preload()` or by the first start (see
 * `engine-loader.ts`), so that importing the drop-in costs only its API.
 */
export { runNetworkTestsStandalone } from './network-tests';
export { VapiSession } from './vapi-session';

/**
 * What a start (or reconnect) that ended without a call resolves with: `value`, once the
 * `stop()` that cancelled it (if one did) has returned, so that the call object is gone by then.
 */
async function stopped<T>(ticket: StartTicket, value: T): Promise<T> {
  if (ticket.stopped) await ticket.stopped;
  return value;
}

/** What a `start()` or a `reconnect()` brings to their shared part (see {@link establish}). */
interface Establishing<T> {
  /** `start()` reports a failed stage on `error` as well; `reconnect()` does not. */
  report: boolean;
  /** Until the call object: the web call, or the one given. */
  prepare: (run: VapiRun) => Promise<any>;
  /**
   * What it resolves with once set up, called in the same synchronous run as
   * `call-start-success` (a reconnect emits `call-start` there, as Vapi does).
   */
  joined: (webCall: any) => T;
  failure: Failure<T>;
  /** When the work of a stage began before the stage ran (see `vapiRun`). */
  began?: Readonly<Record<string, number>>;
}

/** A client's Daily options, as given to its constructor (made safe there). */
export interface DailyOptions {
  dailyCallConfig: DailyAdvancedConfig;
  dailyCallObject: DailyFactoryOptions;
}

/**
 * What `start()` and `reconnect()` share once the call counts as started: `prepare`, then the
 * call object, the join and the set-up, and `call-start-success`. Resolves with
 * `joined(webCall)`; with the failure's `ended` once a `stop()` cancelled it (after that stop
 * returned), or after a failure, reported (see `reportFailure`) and released. The caller returns
 * this promise as its own, so that it settles exactly when Vapi's would.
 */
async function establish<T>(
  s: VapiSession,
  daily: DailyOptions,
  startTime: number,
  how: Establishing<T>,
): Promise<T> {
  const events = s.events;
  s.started = true;
  const ticket = s.beginStart();
  const run = vapiRun(s, how.report, ticket.signal, how.began);
  const { ended } = how.failure;
  try {
    const webCall = await how.prepare(run);
    const plan = await createCall(s, daily.dailyCallConfig, daily.dailyCallObject, webCall, run);
    if (!(await joinCall(s, plan))) return await stopped(ticket, ended);
    finishCall(s, plan);
    events.emit('call-start-success', {
      totalDuration: Date.now() - startTime,
      callId: webCall?.id || 'unknown',
      timestamp: timestamp(),
    });
    return how.joined(webCall);
  } catch (e) {
    if (ticket.signal.aborted) return await stopped(ticket, ended);
    reportFailure(events, startTime, e, how.failure, run.stages.current);
    await s.cleanup();
    if (how.failure.rethrow) throw e;
    return ended;
  } finally {
    s.endStart(ticket);
  }
}

/** What `start()` asks for, once validated and reported as initialising. */
export interface StartRequest extends DailyOptions {
  api: VapiApi;
  /** The `POST /call/web` body. */
  body: object;
  /** Prepare the call beside the web call (`VapiOptions.warmUp`). */
  warmUp: boolean;
  failure: Failure<null>;
  /** What the start began at the click while it waited for this engine (see `Vapi.start`). */
  early?: EarlyStart;
}

/** What a start begins at the click when the call engine has not arrived yet. */
export interface EarlyStart {
  /** The microphone request (the browser's prompt), with the warm-up's constraints; or none. */
  microphone: Promise<MediaStream> | null;
  /** The `POST /call/web` in flight, bounded from the click. */
  webCall: Promise<unknown>;
  /** When it was sent (`Date.now()`): its stage's duration counts from then. */
  sentAt: number;
}

/** `start()` from the web call on: resolves with the web call, or `null` (see `Vapi.start`). */
export function startCall(s: VapiSession, startTime: number, request: StartRequest): Promise<any> {
  return establish(s, request, startTime, {
    report: true,
    prepare: async (run) => {
      // Beside the web call: the microphone prompt at the click, the call machine loading.
      // Not while an earlier call object is still being destroyed (one at a time).
      const { early } = request;
      if (request.warmUp && !s.call) {
        const options = vapiFactoryOptions(request.dailyCallConfig, request.dailyCallObject, false);
        s.warmUp(options, early?.microphone);
      }
      const webCall: any = await run.stages.run(
        'web-call-creation',
        () =>
          early?.webCall ??
          createWebCall(request.api, request.body, s.timeouts.webCall, run.cancel),
        {
          completed: (answer: any) => ({
            callId: answer?.id || 'unknown',
            videoRecordingEnabled: answer?.artifactPlan?.videoRecordingEnabled ?? false,
            voiceProvider: answer?.assistant?.voice?.provider || 'unknown',
          }),
        },
      );
      if (s.call) {
        progress(s.events, 'daily-call-object-creation', 'started', {
          metadata: { action: 'cleanup-existing' },
        });
        await s.cleanup();
        run.cancel.throwIfAborted();
      }
      return webCall;
    },
    joined: (webCall) => webCall,
    failure: request.failure,
    began: request.early ? { 'web-call-creation': request.early.sentAt } : {},
  });
}

/** `reconnect()` from the cleanup of a call in progress on (see `Vapi.reconnect`). */
export function reconnectCall(
  s: VapiSession,
  startTime: number,
  webCall: WebCall,
  daily: DailyOptions,
  failure: Failure<undefined>,
): Promise<void> {
  return establish(s, daily, startTime, {
    report: false,
    prepare: async (run) => {
      if (s.call) {
        progress(s.events, 'cleanup-existing-call', 'started');
        await s.cleanup();
        run.cancel.throwIfAborted();
        progress(s.events, 'cleanup-existing-call', 'completed');
      }
      return webCall;
    },
    joined: () => {
      s.events.emit('call-start');
    },
    failure,
  });
}
