import type { EventStream } from '../emitter';
import type { SessionEvents, StartStageReport } from '../session-events';
import type { StartStage } from '../stages';
import type { EventEmitter } from './event-emitter';
import { serializeError } from './serialize-error';
import { progress, timestamp, type VapiRun, vapiError } from './vapi-reports';

/**
 * How `@vapi-ai/web` 2.7.1 reports a call, from the engine's stream: each stage of a start on
 * `call-start-progress` (its stage names, metadata and which reports it makes), and the call's
 * events under Vapi's names and payloads. Vapi's shape only: the engine decides what happens,
 * this says how Vapi would have said it. Loaded with the engine (`vapiEngine` in
 * vapi-client.ts): only a call has these to report.
 */

/** Which of a stage's reports Vapi makes, and what they say. */
interface StageShape {
  /** Its `started` report (with the engine's metadata). */
  started: boolean;
  /** Its `completed` metadata: the engine's outcome, or none. */
  outcome: boolean;
  /** Its `failed` report and `${stage}-error` event, for a start (a reconnect reports neither). */
  fails: 'start' | 'never';
  /** Its `started` report when the stage is skipped. */
  startedWhenSkipped?: true;
  /** The failure's `error` event carries the stage's duration. */
  errorDuration?: true;
  /** A reconnect reports the stage's failure on `call-start-progress` too (not on `error`). */
  reconnectProgress?: true;
}

/** The stages as `@vapi-ai/web` 2.7.1 reports them; absent ones it does not report at all. */
const VAPI_STAGES: Partial<Record<StartStage, StageShape>> = {
  'web-call-creation': { started: true, outcome: true, fails: 'never' },
  'daily-call-object-creation': { started: true, outcome: false, fails: 'start' },
  'mobile-permissions': { started: true, outcome: true, fails: 'never', startedWhenSkipped: true },
  'daily-call-join': { started: true, outcome: false, fails: 'start', errorDuration: true },
  'video-recording-setup': {
    started: true,
    outcome: false,
    fails: 'start',
    reconnectProgress: true,
  },
  'audio-observer-setup': {
    started: true,
    outcome: false,
    fails: 'start',
    reconnectProgress: true,
  },
  'audio-processing-setup': {
    started: true,
    outcome: false,
    fails: 'start',
    reconnectProgress: true,
  },
};

/** Reports one stage of `run` as Vapi does. */
function reportStage(events: EventEmitter, run: VapiRun, report: StartStageReport): void {
  const shape = VAPI_STAGES[report.stage];
  if (!shape) return;
  const { stage } = report;
  switch (report.status) {
    case 'started':
      if (shape.started) progress(events, stage, 'started', pick(report.metadata));
      return;
    case 'skipped':
      if (shape.startedWhenSkipped) progress(events, stage, 'started', pick(report.metadata));
      progress(events, stage, 'completed', pick(report.outcome));
      return;
    case 'completed':
      progress(events, stage, 'completed', {
        duration: report.duration,
        ...(shape.outcome ? pick(report.outcome) : {}),
      });
      return;
    case 'failed': {
      const reported = run.kind === 'start' ? shape.fails === 'start' : shape.reconnectProgress;
      if (!reported) return;
      const error = vapiError(report.error);
      const { duration } = report;
      progress(events, stage, 'failed', { duration, metadata: { error: error.message } });
      if (run.kind !== 'start' && stage !== 'audio-processing-setup') return;
      events.emit('error', {
        type: `${stage}-error`,
        stage,
        error,
        ...(shape.errorDuration ? { duration } : {}),
        timestamp: timestamp(),
      });
    }
  }
}

function pick(metadata: object | undefined): { metadata?: Record<string, unknown> } {
  return metadata && Object.keys(metadata).length > 0
    ? { metadata: metadata as Record<string, unknown> }
    : {};
}

/**
 * Maps the engine's stream onto `vapi`'s events, for the run `current()` says is under way (a
 * failed start is the drop-in's own to report: see `Vapi`'s constructor). Listeners of `vapi`
 * that throw are caught by the engine's emitter: they never break a call.
 */
export function mapEngineEvents(
  engine: EventStream<SessionEvents>,
  vapi: EventEmitter,
  current: () => VapiRun | null,
): void {
  const on = engine.on.bind(engine);
  on('stage', (report) => {
    const run = current();
    if (run) reportStage(vapi, run, report);
  });
  on('awaiting-previous-call', () =>
    progress(vapi, 'daily-call-object-creation', 'started', {
      metadata: { action: 'cleanup-existing' },
    }),
  );
  on('start-success', ({ webCall }) => {
    const run = current();
    vapi.emit('call-start-success', {
      totalDuration: Date.now() - (run?.startTime ?? Date.now()),
      callId: webCall?.id || 'unknown',
      timestamp: timestamp(),
    });
    // A reconnect's call counts as started once set up, as in Vapi.
    if (run?.kind === 'reconnect') vapi.emit('call-start');
  });
  on('status', (to) => {
    if (to === 'listening') vapi.emit('call-start');
  });
  on('call-end', (ended) => {
    vapi.emit('call-end');
    if (ended) vapi.emit('message', ended);
  });
  on('app-message', (data) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data as string);
    } catch {
      // Not JSON: Vapi logs it and goes on.
      return;
    }
    vapi.emit('message', parsed);
  });
  on('fatal', (error) =>
    vapi.emit('error', { type: 'daily-error', error: vapiError(error), timestamp: timestamp() }),
  );
  on('trouble', (trouble) => {
    if (trouble.kind === 'playback') {
      vapi.emit('error', {
        type: 'audio-start-failed',
        error: serializeError(trouble.error.cause),
      });
    } else if (trouble.kind === 'audio-processor-recovery') {
      vapi.emit('error', {
        type: 'audio-processor-recovery-error',
        stage: 'audio-processor-recovery',
        error: serializeError(trouble.cause),
        timestamp: timestamp(),
      });
    } else if (trouble.kind === 'local-level-observer') {
      vapi.emit('local-audio-level-observer-error', serializeError(trouble.cause));
    }
  });
  on('volume-level', (volume) => vapi.emit('volume-level', volume));
  on('speech-start', () => vapi.emit('speech-start'));
  on('speech-end', () => vapi.emit('speech-end'));
  on('local-level', (level) => vapi.emit('local-volume-level', level));
  on('participant-updated', (participant) => vapi.emit('daily-participant-updated', participant));
  on('video', (track) => vapi.emit('video', track));
  on('audio', (player) => vapi.emit('audio', player));
  on('camera-error', (event, message) =>
    vapi.emit('camera-error', {
      type: 'camera-error',
      error: { message, ...event },
      timestamp: timestamp(),
    }),
  );
  on('forward', (name, event) => vapi.emit(name, event));
  on('recording-started', (delaySeconds) =>
    progress(vapi, 'video-recording-started', 'completed', { metadata: { delaySeconds } }),
  );
}
