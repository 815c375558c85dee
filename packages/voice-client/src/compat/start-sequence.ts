// biome-ignore-all lint/suspicious/noExplicitAny: the web call is the API's answer, read as loosely as Vapi reads it.
import type { DailyAdvancedConfig, DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';
import { within } from '../bounded-wait';
import { sayFirstMessage } from '../client-message';
import { callObjectForStart } from '../connection-warmup';
import { AUDIO_LEVEL_INTERVAL_MS, MOBILE_PERMISSION_WAIT_MS } from '../constants';
import { afterRecordingStarts } from '../daily-events';
import { loadDaily } from '../daily-loader';
import { noiseCancellationOn } from '../noise-cancellation';
import { isMobileBrowser } from '../platform';
import { runStageSync, StageRunner } from '../stage-runner';
import { cancelledError, globalTimers, TimerScope } from '../timers';
import { wireCallEvents, wireMediaEvents } from './call-wiring';
import { serializeError } from './serialize-error';
import { progress, timestamp } from './start-reports';
import type { VapiSession } from './vapi-session';

/**
 * `@vapi-ai/web` 2.7.1's call set-up after the web call exists, shared by `start()` and
 * `reconnect()` (which differ in where they register the media handlers and in reporting a
 * failed stage on `error` too). Three parts: {@link createCall} and {@link joinCall} wait (for
 * the call object, for the join); {@link finishCall} is synchronous, so that the caller emits
 * `call-start-success` in the same synchronous run as the last stage, as Vapi does.
 */

/** One `start()` or `reconnect()` as it runs its stages. */
export interface VapiRun {
  /** Runs and reports the stages. */
  stages: VapiStages;
  /** `start()` reports a failed stage on `error` as well; `reconnect()` does not. */
  report: boolean;
  /** Aborts when `stop()` cancels the start: every wait of the start ends. */
  cancel: AbortSignal;
}

/** What the set-up of one call needs to know between its parts. */
export interface CallPlan extends VapiRun {
  webCall: any;
  /** The assistant's voice is a video avatar (Tavus): its video track is subscribed to. */
  isVideoEnabled: boolean;
  isVideoRecordingEnabled: boolean;
  callToken: string | undefined;
  /** When the recording was asked for (the join's start, or the `startRecording()` call). */
  recordingRequestedTime: number;
}

/** The stages of a Vapi start, run by the shared runner and reported in Vapi's shape. */
export type VapiStages = StageRunner<string, unknown, Record<string, unknown>>;

/**
 * One start (`report`) or reconnect, cancelled by `cancel`, with its stage runner. Vapi reports
 * a stage's failure on `call-start-progress` and, for a start, on `error` too (the join's with
 * its duration); a reconnect reports the call object's and the join's failure only as its own,
 * and a failed web call is reported only as the start's failure. `began` says when a stage's
 * work began, for one that began before the stage was run (the web call a start sent while it
 * waited for the call engine).
 */
export function vapiRun(
  s: VapiSession,
  report: boolean,
  cancel: AbortSignal,
  began: Readonly<Record<string, number>> = {},
): VapiRun {
  const stages: VapiStages = new StageRunner({
    now: () => Date.now(),
    signal: cancel,
    toError: (_stage, cause) => cause,
    report: (r) => {
      if (r.status === 'started') {
        progress(s.events, r.stage, 'started', { metadata: r.metadata });
        return;
      }
      if (r.status === 'completed') {
        // A stage whose work began before it was run (see `began`) lasted from then.
        const since = began[r.stage];
        const duration = since === undefined ? r.duration : r.at - since;
        progress(s.events, r.stage, 'completed', { duration, metadata: r.metadata });
        return;
      }
      const { stage, duration } = r;
      if (stage === 'web-call-creation') return;
      const joinOrCreation = stage === 'daily-call-join' || stage === 'daily-call-object-creation';
      if (!report && joinOrCreation) return;
      const serialized = serializeError(r.error);
      progress(s.events, stage, 'failed', { duration, metadata: { error: serialized.message } });
      if (!report) return;
      s.events.emit('error', {
        type: `${stage}-error`,
        stage,
        error: serialized,
        ...(stage === 'daily-call-join' ? { duration } : {}),
        timestamp: timestamp(),
      });
    },
  });
  return { stages, report, cancel };
}

/**
 * A stage that either works or is reported failed and skipped: the call goes on without it.
 */
function optionalStage(stages: VapiStages, stage: string, action: () => void): void {
  try {
    runStageSync(stages, stage, action);
  } catch {
    // Reported by the runner.
  }
}

/**
 * The factory options Vapi creates a call object with (its `audioSource`, a recording's video,
 * the guarded `dailyConfig`); a start warms up with those of a call without a recording.
 */
export function vapiFactoryOptions(
  dailyCallConfig: DailyAdvancedConfig,
  dailyCallObject: DailyFactoryOptions,
  isVideoRecordingEnabled: boolean,
): DailyFactoryOptions {
  return {
    audioSource: dailyCallObject.audioSource ?? true,
    videoSource: dailyCallObject.videoSource ?? isVideoRecordingEnabled,
    dailyConfig: dailyCallConfig,
  };
}

/**
 * Creates the Daily call object, or takes the warm-up's when it fits (see `VapiSession.warmUp`),
 * and registers its handlers. daily-js is imported on first use (Vapi imports it with the page).
 * @throws what daily-js's `createCallObject()` throws; the warm-up's `timeout`.
 */
export async function createCall(
  s: VapiSession,
  dailyCallConfig: DailyAdvancedConfig,
  dailyCallObject: DailyFactoryOptions,
  webCall: any,
  run: VapiRun,
): Promise<CallPlan> {
  const isVideoRecordingEnabled: boolean = webCall?.artifactPlan?.videoRecordingEnabled ?? false;
  const isVideoEnabled = webCall?.assistant?.voice?.provider === 'tavus';
  // With video recording the server may send a Daily meeting token that starts the recording
  // on join; older servers send none, and then the client starts it.
  const callToken: string | undefined = webCall?.transport?.callToken;
  const plan: CallPlan = {
    ...run,
    webCall,
    isVideoEnabled,
    isVideoRecordingEnabled,
    callToken,
    recordingRequestedTime: 0,
  };
  const options = vapiFactoryOptions(dailyCallConfig, dailyCallObject, isVideoRecordingEnabled);
  const { audioSource, videoSource } = options;
  const stage = 'daily-call-object-creation';
  const metadata = { audioSource, videoSource, isVideoRecordingEnabled, isVideoEnabled };
  const call = await run.stages.run(
    stage,
    async () => {
      // daily-js imported on the first start (or by the warm-up, at the click).
      const created = await callObjectForStart(s.warmup, loadDaily, options, run.cancel);
      // The session's at once, in this task: a stop() from now on destroys it.
      s.call = created.call;
      return created.call;
    },
    { metadata },
  );
  call.iframe()?.style.setProperty('display', 'none');
  wireCallEvents(s, call, plan);
  if (!run.report) wireMediaEvents(s, call);
  // Before join(): a recording the token starts can begin while join() is in flight.
  if (isVideoRecordingEnabled) {
    afterRecordingStarts(call, () => {
      const delaySeconds = (Date.now() - plan.recordingRequestedTime) / 1000;
      progress(s.events, 'video-recording-started', 'completed', { metadata: { delaySeconds } });
      s.send(sayFirstMessage(delaySeconds));
    });
  }
  return plan;
}

/**
 * Whether the call was stopped (or left) while `joining` joined. `stop()` clears `started` at
 * once but the call object only once `destroy()` is done, and daily-js can answer the join
 * before that: `destroy()` waits for the call machine to leave (`yield this.leave()`) before
 * it removes the listener the answer comes on, and that answer resolves the join whatever the
 * state (daily-esm.js `case io: … this._joinedCallback(e.participants)`).
 */
function stoppedWhileJoining(s: VapiSession, joining: DailyCall | null): boolean {
  return !s.started || s.call !== joining;
}

/**
 * Waits a second on a phone (for its permission prompt), then joins the room. Resolves `false`
 * when the call was stopped (or left) while joining: the caller then reports nothing more.
 * Unlike Vapi's, the join is bounded: `join()` loads the call machine and then joins, so it may
 * take `timeouts.callMachine` plus `timeouts.join`; and `stop()` (`cancel`) ends the phone's wait
 * and the wait for the join at once, where Vapi's start waits on.
 * @throws what `join()` rejects with; a `VoiceClientError` `timeout` (stage
 * `daily-call-join`) when it has not joined in time; `cancelled` when `cancel` aborted during the
 * phone's wait.
 */
export async function joinCall(s: VapiSession, plan: CallPlan): Promise<boolean> {
  const { stages } = plan;
  const isMobile = isMobileBrowser();
  const mobile = 'mobile-permissions';
  if (isMobile) {
    await stages.run(
      mobile,
      () => new TimerScope(globalTimers).sleep(MOBILE_PERMISSION_WAIT_MS, plan.cancel),
      {
        metadata: { isMobile },
        completed: () => ({ action: 'permissions-wait' }),
      },
    );
  } else {
    progress(s.events, mobile, 'started', { metadata: { isMobile } });
    progress(s.events, mobile, 'completed', { metadata: { action: 'skipped-not-mobile' } });
  }
  // Null when the call was left (or stopped) before the join: join() then throws a TypeError, as
  // Vapi's does.
  const joining = s.call;
  // join() loads the call machine first here (Vapi's order), so it waits on both.
  const bound = s.timeouts.callMachine + s.timeouts.join;
  const warm = s.warmup;
  try {
    await stages.run('daily-call-join', () => {
      plan.recordingRequestedTime = Date.now();
      // A join the call object is destroyed during never settles (daily-js drops its answer).
      const joined = within(
        new TimerScope(globalTimers),
        'join',
        bound,
        async (ended) => {
          // daily-js restarts a call-machine load in flight when join() comes: the warm-up's
          // first. Within the join's bound, as Vapi's join loads the call machine itself.
          await warm?.ready();
          ended.throwIfAborted();
          return (joining as DailyCall).join({
            url: plan.webCall.webCallUrl,
            // daily-js refuses a `token` key that is present but undefined.
            ...(plan.callToken ? { token: plan.callToken } : {}),
            subscribeToTracksAutomatically: false,
          });
        },
        plan.cancel,
        'daily-call-join',
      );
      // A call stopped (or left) while joining reports nothing more: the stage fails as cancelled.
      return joined.finally(() => {
        if (stoppedWhileJoining(s, joining)) throw cancelledError();
      });
    });
  } catch (error) {
    if (stoppedWhileJoining(s, joining)) return false;
    throw error;
  }
  // Daily holds the microphone now: the page's own capture, if still held, can go.
  void s.endWarmup();
  return true;
}

/** Starts the recording (unless the token did), the level observers and noise cancellation. */
export function finishCall(s: VapiSession, plan: CallPlan): void {
  const call = s.call as DailyCall;
  const recording = 'video-recording-setup';
  if (plan.isVideoRecordingEnabled && plan.callToken) {
    progress(s.events, recording, 'completed', {
      metadata: { action: 'auto-started-via-meeting-token' },
    });
  } else if (plan.isVideoRecordingEnabled) {
    optionalStage(plan.stages, recording, () => {
      plan.recordingRequestedTime = Date.now();
      s.startRecording();
    });
  } else {
    progress(s.events, recording, 'completed', { metadata: { action: 'skipped-not-enabled' } });
  }
  optionalStage(plan.stages, 'audio-observer-setup', () => {
    call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
  });
  if (plan.report) wireMediaEvents(s, call);
  optionalStage(plan.stages, 'audio-processing-setup', () => {
    const update = call.updateInputSettings(noiseCancellationOn());
    update.catch((error) => s.emitAudioProcessingError('audio-processing-setup', error));
    // Its own chain: emit('error') throws when nobody listens, and whether the observer starts
    // must not hinge on that. It waits for the update, so that Krisp has swapped the track.
    update.catch(() => {}).then(() => s.maybeStartLocalAudioLevelObserver());
  });
}
