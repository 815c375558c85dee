// biome-ignore-all lint/suspicious/noExplicitAny: the web call is the API's answer, read as loosely as Vapi reads it.
import Daily, {
  type DailyAdvancedConfig,
  type DailyCall,
  type DailyFactoryOptions,
} from '@daily-co/daily-js';
import { sayFirstMessage } from '../client-message';
import { afterRecordingStarts } from '../daily-events';
import { noiseCancellationOn } from '../noise-cancellation';
import { isMobileBrowser } from '../platform';
import {
  formatDuration,
  globalTimers,
  linkSignals,
  raceSignal,
  TimerScope,
  timeoutError,
} from '../timers';
import { wireCallEvents, wireMediaEvents } from './call-wiring';
import { serializeError } from './serialize-error';
import type { VapiSession } from './vapi-session';

/**
 * `@vapi-ai/web` 2.7.1's call set-up after the web call exists, shared by `start()` and
 * `reconnect()` (which differ in where they register the media handlers and in reporting a
 * failed stage on `error` too). Three parts, so that the caller emits `call-start-success` in
 * the same synchronous run as the last stage, as Vapi does: {@link createCall} and
 * {@link finishCall} are synchronous; {@link joinCall} waits for the join.
 */

/** What the set-up of one call needs to know between its parts. */
export interface CallPlan {
  webCall: any;
  /** The assistant's voice is a video avatar (Tavus): its video track is subscribed to. */
  isVideoEnabled: boolean;
  /** `start()` reports a failed stage on `error` as well; `reconnect()` does not. */
  report: boolean;
  isVideoRecordingEnabled: boolean;
  callToken: string | undefined;
  /** When the recording was asked for (the join's start, or the `startRecording()` call). */
  recordingRequestedTime: number;
}

const timestamp = () => new Date().toISOString();

/** Emits `call-start-progress`. */
export function progress(
  s: VapiSession,
  stage: string,
  status: 'started' | 'completed' | 'failed',
  fields: { duration?: number; metadata?: Record<string, unknown> } = {},
): void {
  const { duration, metadata } = fields;
  // Vapi's key order, for whoever serialises the payload.
  s.events.emit('call-start-progress', {
    stage,
    status,
    ...(duration === undefined ? {} : { duration }),
    timestamp: timestamp(),
    ...(metadata ? { metadata } : {}),
  });
}

/**
 * Reports a failed stage on `call-start-progress` and, when `report`, on `error` too (with
 * `extra` fields, e.g. the join's duration).
 */
function stageFailed(
  s: VapiSession,
  stage: string,
  startedAt: number,
  error: unknown,
  report: boolean,
  extra?: { duration: number },
): void {
  const duration = Date.now() - startedAt;
  const serialized = serializeError(error);
  progress(s, stage, 'failed', { duration, metadata: { error: serialized.message } });
  if (report) {
    s.events.emit('error', {
      type: `${stage}-error`,
      stage,
      error: serialized,
      ...extra,
      timestamp: timestamp(),
    });
  }
}

/**
 * A stage that either works or is reported failed (on `error` too when `plan.report`) and
 * skipped: the call goes on without it.
 */
function optionalStage(s: VapiSession, plan: CallPlan, stage: string, action: () => void): void {
  progress(s, stage, 'started');
  const startedAt = Date.now();
  try {
    action();
    progress(s, stage, 'completed', { duration: Date.now() - startedAt });
  } catch (error) {
    stageFailed(s, stage, startedAt, error, plan.report);
  }
}

/**
 * Creates the Daily call object and registers its handlers.
 * @throws what daily-js's `createCallObject()` throws.
 */
export function createCall(
  s: VapiSession,
  dailyCallConfig: DailyAdvancedConfig,
  dailyCallObject: DailyFactoryOptions,
  webCall: any,
  report: boolean,
): CallPlan {
  const isVideoRecordingEnabled: boolean = webCall?.artifactPlan?.videoRecordingEnabled ?? false;
  const isVideoEnabled = webCall?.assistant?.voice?.provider === 'tavus';
  // With video recording the server may send a Daily meeting token that starts the recording
  // on join; older servers send none, and then the client starts it.
  const callToken: string | undefined = webCall?.transport?.callToken;
  const plan: CallPlan = {
    webCall,
    isVideoEnabled,
    report,
    isVideoRecordingEnabled,
    callToken,
    recordingRequestedTime: 0,
  };
  const audioSource = dailyCallObject.audioSource ?? true;
  const videoSource = dailyCallObject.videoSource ?? isVideoRecordingEnabled;
  const stage = 'daily-call-object-creation';
  progress(s, stage, 'started', {
    metadata: { audioSource, videoSource, isVideoRecordingEnabled, isVideoEnabled },
  });
  const startedAt = Date.now();
  try {
    s.call = Daily.createCallObject({ audioSource, videoSource, dailyConfig: dailyCallConfig });
    progress(s, stage, 'completed', { duration: Date.now() - startedAt });
  } catch (error) {
    // reconnect() reports it only as the start's failure.
    if (report) stageFailed(s, stage, startedAt, error, true);
    throw error;
  }
  const call = s.call;
  call.iframe()?.style.setProperty('display', 'none');
  wireCallEvents(s, call, plan);
  if (!report) wireMediaEvents(s, call, plan);
  // Before join(): a recording the token starts can begin while join() is in flight.
  if (isVideoRecordingEnabled) {
    afterRecordingStarts(call, () => {
      const delaySeconds = (Date.now() - plan.recordingRequestedTime) / 1000;
      progress(s, 'video-recording-started', 'completed', { metadata: { delaySeconds } });
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
export async function joinCall(
  s: VapiSession,
  plan: CallPlan,
  cancel: AbortSignal,
): Promise<boolean> {
  const isMobile = isMobileBrowser();
  progress(s, 'mobile-permissions', 'started', { metadata: { isMobile } });
  if (isMobile) {
    const waitStartedAt = Date.now();
    // A `progress` listener may have stopped the start already.
    if (cancel.aborted) throw cancel.reason;
    await new TimerScope(globalTimers).sleep(1000, cancel);
    progress(s, 'mobile-permissions', 'completed', {
      duration: Date.now() - waitStartedAt,
      metadata: { action: 'permissions-wait' },
    });
  } else {
    progress(s, 'mobile-permissions', 'completed', {
      metadata: { action: 'skipped-not-mobile' },
    });
  }
  const stage = 'daily-call-join';
  progress(s, stage, 'started');
  const startedAt = Date.now();
  plan.recordingRequestedTime = startedAt;
  // Null when the call was left (or stopped) before the join: join() then throws a TypeError, as
  // Vapi's does.
  const joining = s.call;
  // join() loads the call machine first here (Vapi's order), so it waits on both.
  const bound = s.timeouts.callMachine + s.timeouts.join;
  const deadline = new TimerScope(globalTimers).deadline(bound, () =>
    timeoutError(`Daily did not let the call in within ${formatDuration(bound)}.`, stage),
  );
  // Ends the wait with the timeout, or with `cancelled` on stop().
  const ended = linkSignals(deadline.signal, cancel);
  try {
    const joined = (joining as DailyCall).join({
      url: plan.webCall.webCallUrl,
      // daily-js refuses a `token` key that is present but undefined.
      ...(plan.callToken ? { token: plan.callToken } : {}),
      subscribeToTracksAutomatically: false,
    });
    // A join the call object is destroyed during never settles (daily-js drops its answer).
    await raceSignal(joined, ended.signal);
    if (stoppedWhileJoining(s, joining)) return false;
    progress(s, stage, 'completed', { duration: Date.now() - startedAt });
  } catch (error) {
    if (stoppedWhileJoining(s, joining)) return false;
    if (plan.report) {
      stageFailed(s, stage, startedAt, error, true, { duration: Date.now() - startedAt });
    }
    throw error;
  } finally {
    deadline.clear();
    ended.dispose();
  }
  return true;
}

/** Starts the recording (unless the token did), the level observers and noise cancellation. */
export function finishCall(s: VapiSession, plan: CallPlan): void {
  const call = s.call as DailyCall;
  const recording = 'video-recording-setup';
  if (plan.isVideoRecordingEnabled && plan.callToken) {
    progress(s, recording, 'completed', { metadata: { action: 'auto-started-via-meeting-token' } });
  } else if (plan.isVideoRecordingEnabled) {
    optionalStage(s, plan, recording, () => {
      plan.recordingRequestedTime = Date.now();
      s.startRecording();
    });
  } else {
    progress(s, recording, 'completed', { metadata: { action: 'skipped-not-enabled' } });
  }
  optionalStage(s, plan, 'audio-observer-setup', () => {
    call.startRemoteParticipantsAudioLevelObserver(100);
  });
  if (plan.report) wireMediaEvents(s, call, plan);
  optionalStage(s, plan, 'audio-processing-setup', () => {
    const update = call.updateInputSettings(noiseCancellationOn());
    update.catch((error) => s.emitAudioProcessingError('audio-processing-setup', error));
    // Its own chain: emit('error') throws when nobody listens, and whether the observer starts
    // must not hinge on that. It waits for the update, so that Krisp has swapped the track.
    update.catch(() => {}).then(() => s.maybeStartLocalAudioLevelObserver());
  });
}
