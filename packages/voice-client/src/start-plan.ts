import type { CallOptions } from './call-options';
import type { ProgressMetadata } from './events';
import { isMobileBrowser } from './platform';
import type { StartRequest } from './session-host';
import type { StageRunner } from './stage-runner';
import type { StartStage } from './stages';
import type { VoiceClientError } from './voice-client-error';
import type { CreateWebCallRequest, WebCall } from './web-call';

/**
 * A call start as data: its stages in order, what each reports and when it has nothing to do.
 * The session supplies the work ({@link StartSteps}); {@link runStartPlan} runs the plan through
 * the stage runner. `start()` and `reconnect()` share all of it (a reconnect has its web call).
 */

/** What a start knows as it runs: given by its request, then learnt from the web call. */
export interface StartFacts {
  readonly kind: 'start' | 'reconnect';
  /** The `POST /call/web` body of a start; `null` for a reconnect. */
  readonly body: CreateWebCallRequest | null;
  /** Whether the browser is a phone, which needs time for its permission prompt. */
  readonly isMobile: boolean;
  /** The microphone asked of Daily (`audioSource`). */
  readonly audioSource: string | boolean | MediaStreamTrack;
  /** The web call, once created (or the one a reconnect was given). */
  webCall: WebCall | null;
}

/** What a web call asks of the call, read from the provider's answer. */
export interface WebCallNeeds {
  /** The call's video is recorded: Daily's cloud recording runs, with a camera track. */
  recording: boolean;
  /** The assistant is a video avatar (a Tavus voice): its video is subscribed to. */
  videoAvatar: boolean;
  /** A Daily meeting token that starts the recording on join, when the provider sent one. */
  callToken: string | undefined;
}

/** What `webCall` asks of the call (nothing before it is known). */
export function webCallNeeds(webCall: WebCall | null): WebCallNeeds {
  const token: unknown = webCall?.transport?.callToken;
  return {
    recording: webCall?.artifactPlan?.videoRecordingEnabled === true,
    videoAvatar: webCall?.assistant?.voice?.provider === 'tavus',
    callToken: typeof token === 'string' && token ? token : undefined,
  };
}

/**
 * The work of each stage, done by the session, under the stage's own name: the plan names a
 * stage once, and its work is the session's step of that name.
 */
export interface StartSteps {
  /** @throws {VoiceClientError} `validation-error` for a request that cannot start. */
  validation(): void;
  /** Takes the page's call slot (waiting for a closing call) and starts the warm-up. */
  initialization(): void | Promise<void>;
  'web-call-creation'(): Promise<WebCall>;
  'daily-call-object-creation'(): Promise<unknown>;
  /** Listens to the call object (once its stage has reported, as `@vapi-ai/web` does). */
  listen(): void;
  'mobile-permissions'(): Promise<void>;
  'daily-call-join'(): Promise<void>;
  'video-recording-setup'(): void;
  'audio-observer-setup'(): Promise<void>;
  'audio-processing-setup'(): Promise<unknown>;
}

/** One stage of the plan. */
interface PlannedStage {
  stage: StartStage;
  /** Whether this start has the stage at all (default: yes). */
  has?: (facts: StartFacts) => boolean;
  /** Why the stage has nothing to do (it reports `skipped`), or `null` to run it. */
  skip?: (facts: StartFacts) => ProgressMetadata['action'] | null;
  /** What every report of the stage says. */
  metadata?: (facts: StartFacts) => ProgressMetadata;
  /** What `completed` says besides. */
  completed?: (facts: StartFacts) => ProgressMetadata;
  /** A stage after the join that only adds to a working call (see `strictStages`). */
  optional?: true;
  /** What follows the stage once it has completed and reported, in the same run. */
  after?: (steps: StartSteps) => void;
}

/** The stages of a start, in order (`START_STAGES` names them). */
export const START_PLAN: readonly PlannedStage[] = [
  { stage: 'validation' },
  {
    stage: 'initialization',
    metadata: ({ body }) =>
      body
        ? {
            hasAssistant: !!(body.assistant || body.assistantId),
            hasSquad: !!(body.squad || body.squadId),
            hasWorkflow: !!(body.workflow || body.workflowId),
          }
        : { reconnect: true },
  },
  {
    stage: 'web-call-creation',
    has: ({ kind }) => kind === 'start',
    completed: ({ webCall }) => ({
      callId: webCall?.id,
      videoRecordingEnabled: webCallNeeds(webCall).recording,
      voiceProvider: webCall?.assistant?.voice?.provider ?? 'unknown',
    }),
  },
  {
    stage: 'daily-call-object-creation',
    metadata: ({ audioSource, webCall }) => {
      const { recording, videoAvatar } = webCallNeeds(webCall);
      return {
        audioSource,
        videoSource: recording,
        isVideoRecordingEnabled: recording,
        isVideoEnabled: videoAvatar,
      };
    },
    after: (steps) => steps.listen(),
  },
  {
    stage: 'mobile-permissions',
    metadata: ({ isMobile }) => ({ isMobile }),
    skip: ({ isMobile }) => (isMobile ? null : 'skipped-not-mobile'),
    completed: () => ({ action: 'permissions-wait' }),
  },
  { stage: 'daily-call-join' },
  {
    stage: 'video-recording-setup',
    optional: true,
    skip: ({ webCall }) => {
      const { recording, callToken } = webCallNeeds(webCall);
      if (!recording) return 'skipped-not-enabled';
      return callToken ? 'auto-started-via-meeting-token' : null;
    },
  },
  { stage: 'audio-observer-setup', optional: true },
  {
    stage: 'audio-processing-setup',
    optional: true,
    // Noise cancellation processes the microphone: a call that asked for none has nothing to
    // process. (A microphone refused during the join is Daily's to handle: the stage runs.)
    skip: ({ audioSource }) => (audioSource === false ? 'skipped-no-microphone' : null),
  },
];

/** Whether `stage` is one of the optional stages after the join. */
export function isOptionalStage(stage: StartStage): boolean {
  return START_PLAN.some((planned) => planned.stage === stage && planned.optional === true);
}

/**
 * Runs `plan` for `facts` through `runner`. Stages whose work is synchronous run in the caller's
 * run, one after the other; the plan waits only where a stage's work does. An optional stage's
 * failure goes to `goesOn`, which says whether the start carries on without it.
 * @throws the failed stage's error.
 */
export async function runStartPlan(
  plan: readonly PlannedStage[],
  facts: StartFacts,
  steps: StartSteps,
  runner: StageRunner<StartStage, VoiceClientError, ProgressMetadata>,
  goesOn: (error: VoiceClientError) => boolean,
): Promise<void> {
  for (const planned of plan) {
    if (planned.has && !planned.has(facts)) continue;
    const metadata = planned.metadata?.(facts);
    const action = planned.skip?.(facts);
    if (action) {
      runner.skip(planned.stage, { action }, metadata);
      continue;
    }
    const { completed } = planned;
    try {
      const running = runner.run(planned.stage, () => steps[planned.stage](), {
        metadata,
        ...(completed ? { completed: () => completed(facts) } : {}),
      });
      if (running instanceof Promise) await running;
    } catch (error) {
      if (!planned.optional || !goesOn(error as VoiceClientError)) throw error;
      continue;
    }
    planned.after?.(steps);
  }
}

/** What a start knows before its first stage: from the request and the face's options. */
export function startFacts(request: StartRequest, options: CallOptions): StartFacts {
  const { isMobile: mobile = isMobileBrowser } = options;
  return {
    kind: request.kind,
    body: request.kind === 'start' && request.body.ok ? request.body.body : null,
    isMobile: typeof mobile === 'function' ? mobile() : mobile,
    audioSource:
      request.kind === 'start' && request.withoutMicrophone ? false : (options.audioSource ?? true),
    webCall: request.kind === 'reconnect' ? request.webCall : null,
  };
}
