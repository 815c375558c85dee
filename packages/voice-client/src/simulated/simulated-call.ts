// A stand-in for daily-js's call object that plays a scripted call, and answers the messages the
// visitor types (Vapi's `add-message`, sent with `sendAppMessage()`) as a receptionist would: no
// network, no microphone, no sound. Every event it emits has the shape daily-js 0.92 declares in
// its `index.d.ts` (`DailyEventObjectNoPayload`, `DailyEventObjectParticipants`,
// `DailyEventObjectParticipant`, `DailyEventObjectParticipantLeft`, `DailyEventObjectAppMessage`,
// `DailyEventObjectRemoteParticipantsAudioLevel`), typed against those declarations, so the
// client under it runs exactly the code it runs on a real call.
import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyEventObjectAppMessage,
  DailyEventObjectCameraError,
  DailyEventObjectNoPayload,
  DailyEventObjectParticipant,
  DailyEventObjectParticipantLeft,
  DailyEventObjectParticipants,
  DailyEventObjectRemoteParticipantsAudioLevel,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipant,
  DailyParticipantsObject,
  DailyTrackState,
} from '@daily-co/daily-js';
import { simulatedRoomVariables } from '@org/provider-api';
import type { CreateCallObject, VoiceCallObject } from '../call-object';
import { ASSISTANT_PARTICIPANT_NAME, LISTENING_MESSAGE } from '../constants';
import type { SpeechUpdateMessage, TranscriptMessage } from '../server-message';
import { globalTimers, type TimerApi, TimerScope } from '../timers';
import { VoiceClientError } from '../voice-client-error';
import {
  type CallPlan,
  type PlannedEvent,
  planCall,
  planTurn,
  SIMULATED_TIMING,
  type SpeechWindow,
} from './call-plan';
import {
  receptionistReply,
  receptionistScriptFor,
  type SimulatedTurn,
  type SimulatedVariables,
} from './receptionist-script';
import { voiceLevel } from './voice-level';

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
}

/** Daily's interval for `startRemoteParticipantsAudioLevelObserver()` without an argument. */
const DEFAULT_LEVEL_INTERVAL_MS = 200;
const ASSISTANT_SESSION_ID = 'simulated-assistant';
const LOCAL_SESSION_ID = 'simulated-visitor';

type Handler = (event: DailyEventObject) => void;
type Phase = 'new' | 'joining' | 'joined' | 'left' | 'destroyed';

function track(state: DailyTrackState['state']): DailyTrackState {
  return { subscribed: false, state };
}

function participant(sessionId: string, name: string, local: boolean, at: Date): DailyParticipant {
  return {
    audio: !local,
    video: false,
    screen: false,
    tracks: {
      // The visitor's microphone is never opened; the assistant's audio is sendable, not sent.
      audio: track(local ? 'off' : 'sendable'),
      video: track('off'),
      screenAudio: track('off'),
      screenVideo: track('off'),
    },
    user_id: sessionId,
    user_name: name,
    session_id: sessionId,
    joined_at: at,
    will_eject_at: new Date(0),
    local,
    owner: false,
    permissions: { hasPresence: true, canSend: true, canReceive: { base: true }, canAdmin: false },
    record: false,
    cam_info: {},
    screen_info: {},
  };
}

/**
 * The text of a message the visitor typed: Vapi's `add-message` with the `user` role that asks
 * for a response, as its JSON (what the client sends) or already parsed. Anything else: none.
 */
function typedMessage(data: unknown): string | undefined {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, message: added, triggerResponseEnabled } = message as Record<string, unknown>;
  if (type !== 'add-message' || triggerResponseEnabled === false) return undefined;
  if (typeof added !== 'object' || added === null) return undefined;
  const { role, content } = added as Record<string, unknown>;
  return role === 'user' && typeof content === 'string' ? content : undefined;
}

/** Whether `step` belongs to the scripted conversation, which a typed message turns off. */
const isConversation = (step: PlannedEvent) =>
  step.kind !== 'assistant-joined' && !(step.kind === 'message' && step.data === LISTENING_MESSAGE);

/** A message of the script, as its steps carry them (`'listening'` aside). */
type ScriptedMessage = Partial<
  Record<'type' | 'status' | 'role' | 'transcriptType' | 'transcript', string>
>;

/** A scripted turn being said: its `speech-update` `started` is out, its final transcript not. */
interface OpenTurn {
  role: string;
  /** Its words so far: its latest partial transcript. */
  said: string;
  /** Whether its `speech-update` `stopped` is out: all its words are said. */
  stopped: boolean;
}

interface SimulatedCallParts {
  /** The call played in the room `join()` is given. */
  planFor: (roomUrl: string) => CallPlan;
  /** Multiplies the durations of the replies to typed messages, as it does the plan's. */
  timeScale: number;
  clientId: string;
  now: () => number;
  timers: TimerApi;
  audioOn: boolean;
  /** Whether the call asks for a microphone (`audioSource` is not `false`). */
  asksMicrophone: boolean;
  onDestroyed: () => void;
}

/**
 * Whether the browser says this page may not use the microphone (the visitor blocked it). Asked
 * without capturing anything: the simulated call opens no microphone. Outside a browser, or where
 * the browser cannot say, `false`.
 */
async function microphoneDenied(): Promise<boolean> {
  const permissions = globalThis.navigator?.permissions;
  if (!permissions) return false;
  try {
    const status = await permissions.query({ name: 'microphone' as PermissionName });
    return status.state === 'denied';
  } catch {
    return false;
  }
}

/** One simulated call object; made by {@link createSimulatedCall}'s factory. */
class SimulatedCall implements VoiceCallObject {
  readonly #parts: SimulatedCallParts;
  readonly #timers: TimerScope;
  readonly #listeners = new Map<DailyEvent, Set<Handler>>();
  /** The handlers registered with `once()`: removed before they are called. */
  readonly #once = new Set<Handler>();
  #phase: Phase = 'new';
  #audioOn: boolean;
  #joinedAt = 0;
  /** The assistant's turns: the joined room's plan's, then its replies. */
  #speech: SpeechWindow[] = [];
  /**
   * The pending steps of the scripted conversation, each with the function that cancels it; null
   * once a typed message has turned the conversation off.
   */
  #script: Map<PlannedEvent, () => void> | null = null;
  /** The scripted turn being said, if any. */
  #openTurn: OpenTurn | null = null;
  /**
   * The earliest a reply may start, on the plan's clock: at `'listening'`, then `turnGap` after
   * the last reply's last word.
   */
  #nextReplyAt = 0;
  #assistant: DailyParticipant | null = null;
  #stopLevels: (() => void) | null = null;
  #abandonJoin: ((error: Error) => void) | null = null;

  constructor(parts: SimulatedCallParts) {
    this.#parts = parts;
    this.#timers = new TimerScope(parts.timers);
    this.#audioOn = parts.audioOn;
  }

  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    let handlers = this.#listeners.get(event);
    if (!handlers) {
      handlers = new Set();
      this.#listeners.set(event, handlers);
    }
    // Stored under its own event name, so it only ever receives that event's object.
    handlers.add(handler as Handler);
    return this;
  }

  /** As daily-js's (the `events` package): called once, and `off()` with `handler` removes it. */
  once<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    this.#once.add(handler as Handler);
    return this.on(event, handler);
  }

  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    this.#listeners.get(event)?.delete(handler as Handler);
    this.#once.delete(handler as Handler);
    return this;
  }

  #emit(
    event:
      | DailyEventObjectNoPayload
      | DailyEventObjectParticipants
      | DailyEventObjectParticipant
      | DailyEventObjectParticipantLeft
      | DailyEventObjectAppMessage<string>
      | DailyEventObjectCameraError
      | DailyEventObjectRemoteParticipantsAudioLevel,
  ): void {
    for (const handler of [...(this.#listeners.get(event.action) ?? [])]) {
      if (this.#once.has(handler)) this.off(event.action, handler);
      handler(event);
    }
  }

  #participants(): DailyParticipantsObject {
    const local = participant(LOCAL_SESSION_ID, 'Visitor', true, new Date(this.#joinedAt));
    const participants: DailyParticipantsObject = { local };
    if (this.#assistant) participants[ASSISTANT_SESSION_ID] = this.#assistant;
    return participants;
  }

  async join(options: DailyCallOptions): Promise<DailyParticipantsObject> {
    if (this.#phase !== 'new') {
      throw new Error(`The simulated call cannot join: it is ${this.#phase}.`);
    }
    const { callClientId } = this;
    const plan = this.#parts.planFor(options.url ?? '');
    this.#phase = 'joining';
    this.#emit({ action: 'joining-meeting', callClientId });
    // As Daily's call machine does with a refused microphone: it says so and joins without it,
    // so that the call goes on by text.
    if (this.#parts.asksMicrophone && (await microphoneDenied())) {
      if (this.#phase !== 'joining') throw new Error('The simulated call was left while joining.');
      this.#audioOn = false;
      this.#emit({
        action: 'camera-error',
        callClientId,
        errorMsg: { errorMsg: 'Permission denied', audioOk: false },
        error: {
          type: 'permissions',
          blockedBy: 'user',
          blockedMedia: ['audio'],
          msg: 'Permission denied',
        },
      });
    }
    await new Promise<void>((resolve, reject) => {
      this.#abandonJoin = reject;
      this.#timers.set(resolve, plan.joinMs);
    });
    this.#abandonJoin = null;
    this.#phase = 'joined';
    this.#joinedAt = this.#parts.now();
    this.#speech = [...plan.speech];
    const participants = this.#participants();
    this.#emit({ action: 'joined-meeting', callClientId, participants });
    const script = new Map<PlannedEvent, () => void>();
    this.#script = script;
    for (const step of plan.events) {
      if (!isConversation(step)) {
        this.#nextReplyAt = Math.max(this.#nextReplyAt, step.at);
        this.#timers.set(() => this.#play(step), step.at);
        continue;
      }
      const cancel = this.#timers.set(() => {
        script.delete(step);
        this.#follow(step);
        this.#play(step);
      }, step.at);
      script.set(step, cancel);
    }
    return participants;
  }

  get callClientId(): string {
    return this.#parts.clientId;
  }

  #play(step: PlannedEvent): void {
    const { callClientId } = this;
    switch (step.kind) {
      case 'assistant-joined': {
        // Named as the provider names the assistant in its rooms: the participant a call plays.
        const assistant = participant(
          ASSISTANT_SESSION_ID,
          ASSISTANT_PARTICIPANT_NAME,
          false,
          new Date(this.#parts.now()),
        );
        this.#assistant = assistant;
        this.#emit({ action: 'participant-joined', callClientId, participant: assistant });
        return;
      }
      case 'message':
        this.#send(step.data);
        return;
      case 'assistant-left': {
        const assistant = this.#assistant;
        if (!assistant) return;
        this.#assistant = null;
        this.#emit({ action: 'participant-left', callClientId, participant: assistant });
        return;
      }
      case 'left':
        this.#leave();
        return;
    }
  }

  /** Keeps {@link #openTurn} up to date with a scripted step about to be played. */
  #follow(step: PlannedEvent): void {
    if (step.kind !== 'message') return;
    const message = JSON.parse(step.data) as ScriptedMessage;
    const open = this.#openTurn;
    if (message.type === 'speech-update' && message.status === 'started') {
      this.#openTurn = { role: message.role ?? '', said: '', stopped: false };
    } else if (!open) {
      return;
    } else if (message.type === 'speech-update') {
      open.stopped = true;
    } else if (message.type === 'transcript' && message.transcriptType === 'partial') {
      open.said = message.transcript ?? '';
    } else if (message.type === 'transcript') {
      this.#openTurn = null;
    }
  }

  /** An app message from the assistant, now: `'listening'` or a JSON server message. */
  #send(data: string): void {
    this.#emit({
      action: 'app-message',
      callClientId: this.callClientId,
      data,
      fromId: ASSISTANT_SESSION_ID,
    });
  }

  /** A server message from the assistant, now. */
  #say(message: SpeechUpdateMessage | TranscriptMessage): void {
    this.#send(JSON.stringify(message));
  }

  /** The plan's clock: milliseconds since `joined-meeting`. */
  #elapsed(): number {
    return this.#parts.now() - this.#joinedAt;
  }

  /**
   * Turns the scripted conversation off: every step of it still pending is cancelled, the
   * assistant's joining and `'listening'` excepted (and the level observer, which is no step), so
   * the assistant no longer hangs up. A turn being said stops at once, as an interrupted speaker
   * does: its `speech-update` `stopped` (unless it is out) and its final transcript, the words
   * said so far (all of them once it stopped), come now, and an assistant's voice ends.
   */
  #stopScript(): void {
    const script = this.#script;
    if (!script) return;
    this.#script = null;
    for (const cancel of script.values()) cancel();
    // The assistant's voice: its turns to come are gone, and the one it is saying ends now.
    const elapsed = this.#elapsed();
    this.#speech = this.#speech.flatMap(({ start, end }) =>
      start < elapsed ? [{ start, end: Math.min(end, elapsed) }] : [],
    );
    const open = this.#openTurn;
    this.#openTurn = null;
    if (!open) return;
    const { role } = open;
    let said = open.said;
    if (open.stopped) {
      // All its words are out: its final transcript is the one it still owed.
      for (const step of script.keys()) {
        if (step.kind !== 'message') continue;
        const message = JSON.parse(step.data) as ScriptedMessage;
        if (message.type === 'transcript' && message.transcriptType === 'final') {
          said = message.transcript ?? said;
          break;
        }
      }
    } else {
      this.#say({ type: 'speech-update', status: 'stopped', role });
    }
    if (said !== '') {
      this.#say({ type: 'transcript', role, transcriptType: 'final', transcript: said });
    }
  }

  /**
   * Answers a typed message with {@link receptionistReply}: after `replyDelay`, and never before
   * the reply before it has ended (plus `turnGap`), played as a scripted assistant turn is. The
   * first message turns the scripted conversation off, so the call lasts until the visitor ends
   * it.
   */
  #answer(text: string): void {
    this.#stopScript();
    const scaled = (ms: number) => Math.round(ms * this.#parts.timeScale);
    const elapsed = this.#elapsed();
    const startAt = Math.max(elapsed + scaled(SIMULATED_TIMING.replyDelay), this.#nextReplyAt);
    const reply = planTurn(receptionistReply(text), startAt, this.#parts.timeScale);
    if (reply.speech) this.#speech.push(reply.speech);
    for (const step of reply.events) this.#timers.set(() => this.#play(step), step.at - elapsed);
    this.#nextReplyAt = reply.end + scaled(SIMULATED_TIMING.turnGap);
  }

  /** The room closed: nothing more is reported, as after Daily's `left-meeting`. */
  #leave(): void {
    if (this.#phase !== 'joined') return;
    this.#phase = 'left';
    this.#timers.clearAll();
    this.#stopLevels = null;
    this.#emit({ action: 'left-meeting', callClientId: this.callClientId });
  }

  /** The assistant's level now: its scripted voice while it speaks, 0 between its turns. */
  #assistantLevel(): number {
    const elapsed = this.#elapsed();
    const turn = this.#speech.find(({ start, end }) => elapsed >= start && elapsed < end);
    return turn ? voiceLevel(elapsed - turn.start, turn.end - turn.start) : 0;
  }

  async startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    if (this.#phase !== 'joined') {
      throw new Error('The audio level observer needs a joined call.');
    }
    this.#stopLevels?.();
    const every = interval ?? DEFAULT_LEVEL_INTERVAL_MS;
    const report = () => {
      const participantsAudioLevel: Record<string, number> = {};
      if (this.#assistant) participantsAudioLevel[ASSISTANT_SESSION_ID] = this.#assistantLevel();
      this.#emit({
        action: 'remote-participants-audio-level',
        callClientId: this.callClientId,
        participantsAudioLevel,
      });
      this.#stopLevels = this.#timers.set(report, every);
    };
    this.#stopLevels = this.#timers.set(report, every);
  }

  async destroy(): Promise<void> {
    if (this.#phase === 'destroyed') return;
    const wasJoined = this.#phase === 'joined';
    this.#abandonJoin?.(new Error('The simulated call was destroyed while joining.'));
    this.#abandonJoin = null;
    this.#timers.clearAll();
    this.#stopLevels = null;
    // daily-js leaves a joined call before destroying it.
    if (wasJoined) this.#emit({ action: 'left-meeting', callClientId: this.callClientId });
    this.#phase = 'destroyed';
    this.#listeners.clear();
    this.#parts.onDestroyed();
  }

  localAudio(): boolean {
    return this.#audioOn;
  }

  setLocalAudio(enabled: boolean): this {
    this.#audioOn = enabled;
    return this;
  }

  /**
   * Answers a message the visitor typed (Vapi's `add-message`, `user` role) in a joined call, as
   * `#answer` says. Ignores anything else, and any message before the join or after leaving.
   */
  sendAppMessage(data: unknown, _to?: string | string[]): this {
    if (this.#phase !== 'joined') return this;
    const text = typedMessage(data);
    if (text !== undefined) this.#answer(text);
    return this;
  }

  async updateInputSettings(settings: DailyInputSettings): Promise<{
    inputSettings: DailyInputSettings;
  }> {
    return { inputSettings: settings };
  }

  startRecording(): void {}

  stopRecording(): void {}

  updateParticipant(): this {
    return this;
  }

  async setInputDevicesAsync(): Promise<Record<string, never>> {
    return {};
  }

  async setOutputDeviceAsync(): Promise<Record<string, never>> {
    return {};
  }

  async setUserData(data: unknown): Promise<{ userData: unknown }> {
    return { userData: data };
  }

  async sendDTMF(): Promise<void> {}

  async sipCallTransfer(): Promise<void> {}

  async updateSendSettings(): Promise<Record<string, never>> {
    return {};
  }

  async updateRemoteMediaPlayer(): Promise<Record<string, never>> {
    return {};
  }

  startScreenShare(): void {}

  stopScreenShare(): void {}
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
