// A stand-in for daily-js's call factory whose call objects (simulated-call-object.ts) play a
// scripted call, and answer the messages the visitor types (Vapi's `add-message`, sent with
// `sendAppMessage()`) as a receptionist would (conversation.ts): no network, no microphone, no
// sound.
import type { DailyFactoryOptions } from '@daily-co/daily-js';
import { simulatedRoomVariables } from '@org/provider-api';
import type { CreateCallObject } from '../call-object';
import { globalTimers, type TimerApi } from '../timers';
import { VoiceClientError } from '../voice-client-error';
import { planCall } from './call-plan';
import {
  receptionistScriptFor,
  type SimulatedTurn,
  type SimulatedVariables,
} from './receptionist-script';
import { SimulatedCall } from './simulated-call-object';
import type { SimulatedNetworkStep } from './simulated-network';

/** Options of {@link createSimulatedCall}. */
export interface SimulatedCallOptions {
  /**
   * Multiplies every scripted duration (not Daily's audio-level interval): `0.1` plays the call
   * ten times faster. Default 1: about 30 s for {@link receptionistScript}.
   */
  timeScale?: number;
  /**
   * What is said, in order. Default: {@link receptionistScriptFor} the variables the room URL
   * carries (`simulatedRoomUrl` of `@org/provider-api`, which the mock provider and
   * {@link createSimulatedWebCall} use), so the receptionist greets the `company` variable.
   */
  script?: readonly SimulatedTurn[];
  /** The clock, in milliseconds. Default `Date.now`. */
  now?: () => number;
  /** The timers to use. Default: the global ones, looked up at call time. */
  timers?: TimerApi;
  /**
   * The network's steps after the join (each `at` scaled by `timeScale`): the signalling
   * interrupted and connected again, or lost for good, and Daily's rating of the quality (see
   * simulated-network.ts). Default none; the browser's `offline` and `online` cut and restore
   * the signalling either way, and a cut that lasts 20 s ends the call as Daily's does.
   */
  network?: readonly SimulatedNetworkStep[];
}

/**
 * A {@link CreateCallObject} whose call objects play a scripted call instead of contacting Daily:
 * `joining-meeting`, `joined-meeting`, the assistant joining and saying `'listening'`, the
 * conversation (by default the receptionist's, greeting the room's `company` variable) as
 * transcript and speech-update messages with the assistant's voice level every observer interval,
 * then the assistant hanging up (`status-update` `ended`, `assistant-ended-call`) and
 * `left-meeting`.
 *
 * It answers the messages the visitor types (Vapi's `add-message` with the `user` role, as
 * `sendAppMessage()` data, JSON or parsed; anything else is ignored): the first one turns the
 * script off (a turn being said stops there; the assistant no longer hangs up, so the call lasts
 * until the visitor ends it), and each gets the receptionist's {@link receptionistReply} (opening
 * hours, booking, prices, or an offer of those), said as a scripted assistant turn is,
 * `replyDelay` after the message and never over the reply before.
 *
 * It opens no microphone and plays no sound. Where the browser says the visitor blocked the
 * microphone (the Permissions API's `denied`), its join reports it as Daily's call machine does
 * (`camera-error` of type `permissions`) and goes on, so the call goes on by text. Like daily-js,
 * the factory refuses a second call object while one is alive; `destroy()` clears every timer,
 * so nothing is emitted afterwards.
 * @throws {VoiceClientError} `invalid-argument` when `timeScale` is not a positive number.
 * @example
 * ```ts
 * const client = new VoiceClient({
 *   baseUrl: 'http://127.0.0.1:8788',
 *   token: 'local-public-key',
 *   createCallObject: createSimulatedCall({ timeScale: 0.5 }),
 * });
 * await client.start({ assistant: 'assistant-id' });
 * ```
 */
export function createSimulatedCall(options: SimulatedCallOptions = {}): CreateCallObject {
  const timeScale = checkedTimeScale(options.timeScale);
  const { script } = options;
  const planFor = (roomUrl: string) =>
    planCall(script ?? receptionistScriptFor(simulatedRoomVariables(roomUrl)), timeScale);
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? globalTimers;
  let live: SimulatedCall | null = null;
  let created = 0;
  return (factoryOptions: DailyFactoryOptions) => {
    if (live) throw new Error('Duplicate DailyIframe instances are not allowed');
    created += 1;
    const call: SimulatedCall = new SimulatedCall({
      planFor,
      timeScale,
      clientId: `simulated-call-${created}`,
      now,
      timers,
      audioOn: factoryOptions.startAudioOff !== true,
      asksMicrophone: factoryOptions.audioSource !== false,
      network: options.network ?? [],
      onDestroyed: () => {
        if (live === call) live = null;
      },
    });
    live = call;
    return call;
  };
}

/** Options of {@link simulatedCallDuration}. */
export interface SimulatedCallDurationOptions
  extends Pick<SimulatedCallOptions, 'timeScale' | 'script'> {
  /** The variables of the call's room, which lengthen the default script's greeting. Default none. */
  variables?: SimulatedVariables;
}

/**
 * How long a simulated call lasts with `options`, in milliseconds: from `join()` to
 * `left-meeting`. For tests and stories that wait for the assistant to hang up.
 * @throws {VoiceClientError} `invalid-argument` when `timeScale` is not a positive number.
 */
export function simulatedCallDuration(options: SimulatedCallDurationOptions = {}): number {
  const script = options.script ?? receptionistScriptFor(options.variables ?? {});
  const plan = planCall(script, checkedTimeScale(options.timeScale));
  return plan.joinMs + plan.leftAt;
}

function checkedTimeScale(timeScale = 1): number {
  if (Number.isFinite(timeScale) && timeScale > 0) return timeScale;
  throw new VoiceClientError(
    'invalid-argument',
    `timeScale must be a positive number, got ${timeScale}.`,
  );
}
