// A stand-in for daily-js's call object that plays a scripted call (what is said, and when, is
// conversation.ts's): no network, no microphone, no sound. Every event it emits has the shape
// daily-js 0.92 declares in its `index.d.ts` (`DailyEventObjectNoPayload`,
// `DailyEventObjectParticipants`, `DailyEventObjectParticipant`, `DailyEventObjectParticipantLeft`,
// `DailyEventObjectAppMessage`, `DailyEventObjectRemoteParticipantsAudioLevel`), typed against
// those declarations, so the client under it runs exactly the code it runs on a real call.
import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyEventObjectAppMessage,
  DailyEventObjectCameraError,
  DailyEventObjectFatalError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyEventObjectNoPayload,
  DailyEventObjectParticipant,
  DailyEventObjectParticipantLeft,
  DailyEventObjectParticipants,
  DailyEventObjectRemoteParticipantsAudioLevel,
  DailyInputSettings,
  DailyParticipant,
  DailyParticipantsObject,
  DailyTrackState,
} from '@daily-co/daily-js';
import type { VoiceCallObject } from '../call-object';
import { ASSISTANT_PARTICIPANT_NAME } from '../constants';
import { type TimerApi, TimerScope } from '../timers';
import type { CallPlan, PlannedEvent } from './call-plan';
import { Conversation, typedMessage } from './conversation';
import { SimulatedNetwork, type SimulatedNetworkStep } from './simulated-network';

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

/** What {@link SimulatedCall} is made of, by the factory (simulated-call.ts). */
export interface SimulatedCallParts {
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
  /** The network's steps, from the join (simulated-network.ts). */
  network: readonly SimulatedNetworkStep[];
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

/** One simulated call object; made by `createSimulatedCall`'s factory (simulated-call.ts). */
export class SimulatedCall implements VoiceCallObject {
  readonly #parts: SimulatedCallParts;
  readonly #timers: TimerScope;
  readonly #listeners = new Map<DailyEvent, Set<Handler>>();
  /** The handlers registered with `once()`: removed before they are called. */
  readonly #once = new Set<Handler>();
  #phase: Phase = 'new';
  #audioOn: boolean;
  #joinedAt = 0;
  /** What is said in the joined call, and when. */
  #conversation: Conversation | null = null;
  /** The joined call's network. */
  #network: SimulatedNetwork | null = null;
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
      | DailyEventObjectRemoteParticipantsAudioLevel
      | DailyEventObjectNetworkConnectionEvent
      | DailyEventObjectNetworkQualityEvent
      | DailyEventObjectFatalError,
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
    const participants = this.#participants();
    this.#emit({ action: 'joined-meeting', callClientId, participants });
    this.#conversation = new Conversation(
      {
        timers: this.#timers,
        timeScale: this.#parts.timeScale,
        elapsed: () => this.#parts.now() - this.#joinedAt,
        play: (step) => this.#play(step),
        say: (message) => this.#send(JSON.stringify(message)),
      },
      plan,
    );
    this.#network = new SimulatedNetwork(
      {
        timers: this.#timers,
        callClientId,
        emit: (event) => this.#emit(event),
        lost: () => this.#leave(),
      },
      this.#parts.network,
      this.#parts.timeScale,
    );
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

  /** An app message from the assistant, now: `'listening'` or a JSON server message. */
  #send(data: string): void {
    this.#emit({
      action: 'app-message',
      callClientId: this.callClientId,
      data,
      fromId: ASSISTANT_SESSION_ID,
    });
  }

  /** The room closed: nothing more is reported, as after Daily's `left-meeting`. */
  #leave(): void {
    if (this.#phase !== 'joined') return;
    this.#phase = 'left';
    this.#timers.clearAll();
    this.#network?.dispose();
    this.#stopLevels = null;
    this.#emit({ action: 'left-meeting', callClientId: this.callClientId });
  }

  async startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    if (this.#phase !== 'joined') {
      throw new Error('The audio level observer needs a joined call.');
    }
    this.#stopLevels?.();
    const every = interval ?? DEFAULT_LEVEL_INTERVAL_MS;
    const report = () => {
      const participantsAudioLevel: Record<string, number> = {};
      if (this.#assistant) {
        participantsAudioLevel[ASSISTANT_SESSION_ID] = this.#conversation?.assistantLevel() ?? 0;
      }
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
    this.#network?.dispose();
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
   * `Conversation.answer` says. Ignores anything else, and any message before the join or after
   * leaving.
   */
  sendAppMessage(data: unknown, _to?: string | string[]): this {
    if (this.#phase !== 'joined') return this;
    const text = typedMessage(data);
    if (text !== undefined) this.#conversation?.answer(text);
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
