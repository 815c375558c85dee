import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
} from '@daily-co/daily-js';
import type { CreateCallObject } from '../src/call-object';
import type { GetUserMedia } from '../src/connection-warmup';
import { FakeDailyCall, type FakeDailyScript } from './fake-daily-call';

// The latency model of issue 14 around a daily-js stand-in, for the latency benchmark and the
// warm-up's tests: every cost of a call start as a timer (fake or virtual timers make them
// exact), on top of the scripted fake call object of fake-daily-call.ts.
//
// What daily-js does is read from its dist/daily-esm.js (0.92.2, the version this package
// ships; 0.87.0, which @vapi-ai/web 2.7.1 resolves, has the same methods and checks). The
// call machine (Daily's remotely loaded bundle) is not in the npm package: what it does with
// the microphone is the documented behaviour of `startCamera()` and `join()`.

/** The costs of issue 14's latency model, in milliseconds. */
export const LATENCY = {
  /** `POST /call/web`, request to answer. */
  webCall: 700,
  /** Importing daily-js: the chunk's download and evaluation. */
  dailyImport: 150,
  /** Loading Daily's call machine bundle from Daily's CDN. */
  callMachineLoad: 400,
  /** The browser's microphone prompt, from asking to the visitor's "Allow". */
  microphoneGrant: 300,
  /** The join's signalling with Daily's server, once the call machine holds the microphone. */
  joinSignalling: 500,
} as const;

/** The model's costs; each can be changed for one model. */
export type Latency = { -readonly [K in keyof typeof LATENCY]: number };

/** A moment of the start, in ms since the click. */
export interface ModelMoment {
  at: number;
  what: string;
}

/** daily-js's call states (`hi`, `pi`, … in daily-esm.js). */
type DailyCallState =
  | 'new'
  | 'loading'
  | 'loaded'
  | 'joining-meeting'
  | 'joined-meeting'
  | 'left-meeting'
  | 'error';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A captured microphone: its one track, which `stop()` releases. */
function fakeStream(onStop: () => void): MediaStream {
  let live = true;
  const track = {
    kind: 'audio',
    stop() {
      if (!live) return;
      live = false;
      onStop();
    },
  };
  return { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
}

/**
 * The page, the network and the visitor of issue 14's model: a provider whose `POST /call/web`
 * answers after {@link LATENCY.webCall}, daily-js's import, Daily's CDN, and a browser whose
 * microphone prompt the visitor allows after {@link LATENCY.microphoneGrant}.
 */
export class LatencyModel {
  readonly latency: Latency;
  readonly timeline: ModelMoment[] = [];
  readonly daily: LatencyModelDaily;
  #origin = Date.now();
  /** The origin's microphone permission, as the browser keeps it for the page. */
  #permission: 'prompt' | 'granted' = 'prompt';
  #pendingGrant: Promise<void> | null = null;
  /** Live captures of the microphone (the page's own and the call machine's). */
  captures = 0;
  /** When the browser first showed its microphone prompt, in ms since the click. */
  promptAt: number | null = null;

  constructor(latency: Partial<Latency> = {}) {
    this.latency = { ...LATENCY, ...latency };
    this.daily = new LatencyModelDaily(this);
  }

  /** The visitor clicks: the timeline starts here. */
  click(): void {
    this.#origin = Date.now();
    this.timeline.length = 0;
    this.promptAt = null;
    this.mark('click');
  }

  /** Milliseconds since the click. */
  now(): number {
    return Date.now() - this.#origin;
  }

  /** Records a moment of the start. */
  mark(what: string): void {
    this.timeline.push({ at: this.now(), what });
  }

  /**
   * `navigator.mediaDevices.getUserMedia({ audio })`: the first request shows the prompt; while
   * it is up, further requests wait for the same answer (browsers queue them behind one
   * prompt); once allowed, the origin keeps the permission and a capture opens at once.
   */
  readonly getUserMedia: GetUserMedia = async () => {
    if (this.#permission === 'prompt') {
      if (!this.#pendingGrant) {
        this.promptAt = this.now();
        this.mark('microphone prompt');
        this.#pendingGrant = sleep(this.latency.microphoneGrant).then(() => {
          this.#permission = 'granted';
          this.mark('microphone allowed');
        });
      }
      await this.#pendingGrant;
    }
    this.captures += 1;
    return fakeStream(() => {
      this.captures -= 1;
    });
  };

  /** The provider's `fetch`: `POST /call/web` answers a web call for `webCall`. */
  fetchFor(webCall: Record<string, unknown>) {
    return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/call/web')) {
        return new Response('not found', { status: 404 });
      }
      this.mark('web call requested');
      await sleep(this.latency.webCall);
      this.mark('web call answered');
      return new Response(JSON.stringify(webCall), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    };
  }

  /** Importing daily-js (or a chunk that holds it): resolves with the module after the import. */
  async importDaily(): Promise<{ default: LatencyModelDaily }> {
    this.mark('daily-js import started');
    await sleep(this.latency.dailyImport);
    this.mark('daily-js imported');
    return { default: this.daily };
  }
}

/**
 * daily-js's default export, as far as both clients use it: `createCallObject()`, which refuses
 * a second live call object (daily-esm.js: "Duplicate DailyIframe instances are not allowed").
 */
export class LatencyModelDaily {
  readonly #model: LatencyModel;
  readonly instances: LatencyModelCall[] = [];
  readonly script: FakeDailyScript = { joinDelayMs: 0, destroyDelayMs: 0 };

  constructor(model: LatencyModel) {
    this.#model = model;
  }

  /** Call objects not yet destroyed. */
  get live(): number {
    return this.instances.filter((call) => !call.destroyed).length;
  }

  readonly createCallObject: ((options?: DailyFactoryOptions) => LatencyModelCall) &
    CreateCallObject = (options = {}) => {
    if (this.live > 0) throw new Error('Duplicate DailyIframe instances are not allowed');
    // daily-esm.js `createCallObject`: sets `layout: 'none'` on the options it is given (the
    // caller's object), and constructs; nothing loads yet.
    Object.assign(options, { layout: 'none' });
    const call = new LatencyModelCall(options, this.script, this.#model);
    this.instances.push(call);
    this.#model.mark('call object created');
    return call;
  };
}

/**
 * A call object under the latency model. Each behaviour names where in daily-esm.js (0.92.2)
 * it comes from; the costs are {@link LATENCY}'s.
 */
export class LatencyModelCall extends FakeDailyCall {
  readonly #model: LatencyModel;
  #state: DailyCallState = 'new';
  #preparingToJoin = false;
  /** The load in flight; a newer `load()` supersedes it (its promise then never settles). */
  #load: { cancelled: boolean } | null = null;
  #loaded = false;
  #microphone: MediaStream | null = null;
  /** How many times the call machine bundle was fetched for this call object. */
  bundleLoads = 0;
  /**
   * How the bundle was evaluated. `dailyConfig.avoidEval` (daily-esm.js `rs`): a `<script>`
   * element instead of `fetch()` and `Function()`. Same bytes from the same CDN, so the same
   * cost in this model; it only decides which Content-Security-Policy the page needs.
   */
  bundleMechanism: 'script-element' | 'fetch-and-eval';

  constructor(options: DailyFactoryOptions, script: FakeDailyScript, model: LatencyModel) {
    super(options, script);
    this.#model = model;
    this.bundleMechanism = options.dailyConfig?.avoidEval ? 'script-element' : 'fetch-and-eval';
  }

  /** daily-js's `meetingState()`. */
  meetingState(): DailyCallState {
    return this.#state;
  }

  /** Whether the microphone is captured by this call's call machine. */
  get microphoneLive(): boolean {
    return this.#microphone !== null;
  }

  /** `needsLoad()`: true in the states new, loading, left-meeting and error. */
  #needsLoad(): boolean {
    return ['new', 'loading', 'left-meeting', 'error'].includes(this.#state);
  }

  /** `iframe()`: a call object has none. */
  iframe(): null {
    return null;
  }

  /** daily-js's `once()` (an EventEmitter's). */
  once<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    const wrapped = (payload: DailyEventObject<T>) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  }

  /** `participants()`: the local participant once joined. */
  participants(): Record<string, unknown> {
    return this.joined ? { local: { session_id: 'local', local: true } } : {};
  }

  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    this.calls.push({ method: 'startLocalAudioLevelObserver', args: [interval] });
  }

  /**
   * `load()` (call object mode): state `loading` and the `loading` event, then the bundle
   * (`Za.load`, which first cancels a load in flight: that load's callbacks never run, so its
   * promise never settles), then state `loaded` and the `loaded` event. A loaded call object
   * does nothing (`needsLoad()` is false).
   */
  async load(properties?: DailyCallOptions): Promise<void> {
    this.calls.push({ method: 'load', args: properties === undefined ? [] : [properties] });
    if (!this.#needsLoad()) return;
    if (this.destroyed) throw new Error('Use after destroy');
    this.#state = 'loading';
    this.emit('loading');
    if (this.#load) this.#load.cancelled = true;
    const attempt = { cancelled: false };
    this.#load = attempt;
    this.bundleLoads += 1;
    this.#model.mark('call machine load started');
    await sleep(this.#model.latency.callMachineLoad);
    if (attempt.cancelled) await new Promise<never>(() => {});
    this.#load = null;
    this.#loaded = true;
    this.#state = 'loaded';
    this.#model.mark('call machine loaded');
    this.emit('loaded');
  }

  /**
   * The call machine opens the microphone the factory options ask for: not with `audioSource`
   * `false` or a track of the page (a custom track), nor with `startAudioOff` (Daily's
   * DailyFactoryOptions: joins with the microphone off). A refused microphone is a
   * `camera-error`, and the call goes on without it.
   */
  async #openMicrophone(): Promise<void> {
    const { audioSource, startAudioOff } = this.factoryOptions;
    if (this.#microphone || audioSource === false || typeof audioSource === 'object') return;
    if (startAudioOff) return;
    try {
      const stream = await this.#model.getUserMedia({ audio: true });
      if (this.destroyed) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      this.#microphone = stream;
      this.#model.mark('call machine holds the microphone');
    } catch (error) {
      this.emit('camera-error', { errorMsg: { errorMsg: String(error), audioOk: false } });
    }
  }

  #releaseMicrophone(): void {
    if (this.#microphone) for (const track of this.#microphone.getTracks()) track.stop();
    this.#microphone = null;
  }

  /**
   * `startCamera()`: call objects only (`gc`); refused while joining or joined, or while a
   * join prepares (`pc`: "startCamera() not supported after joining a meeting."); loads the
   * call machine if needed, then sends it `start-camera`, which opens the local media.
   */
  async startCamera(properties?: DailyCallOptions): Promise<Record<string, unknown>> {
    this.calls.push({ method: 'startCamera', args: properties === undefined ? [] : [properties] });
    if (['joining-meeting', 'joined-meeting'].includes(this.#state) || this.#preparingToJoin) {
      throw new Error('startCamera() not supported after joining a meeting.');
    }
    if (this.#needsLoad()) await this.load(properties);
    await this.#openMicrophone();
    return { camera: {}, mic: this.#microphone ? { deviceId: 'default' } : {}, speaker: {} };
  }

  /**
   * `join()`: rejects without a URL; loads the call machine if needed (`updateIsPreparingToJoin`
   * meanwhile); a second join while joining or joined only warns. Then state and event
   * `joining-meeting` and `join-meeting` to the call machine, which opens the microphone unless
   * `startCamera()` did, and signals; `joined-meeting` resolves the participants.
   */
  override async join(options: DailyCallOptions): Promise<unknown> {
    this.calls.push({ method: 'join', args: [options] });
    this.joinOptions = options;
    if (!options.url) throw new Error('No room URL has been provided');
    if (this.#needsLoad()) {
      this.#preparingToJoin = true;
      try {
        await this.load(options);
      } finally {
        this.#preparingToJoin = false;
      }
    }
    if (['joining-meeting', 'joined-meeting'].includes(this.#state)) return undefined;
    this.#state = 'joining-meeting';
    this.emit('joining-meeting');
    await this.#openMicrophone();
    this.#model.mark('join signalling started');
    await sleep(this.#model.latency.joinSignalling);
    // Destroyed meanwhile: daily-js drops the join's callback, so its promise never settles.
    if (this.destroyed) return new Promise<never>(() => {});
    this.#state = 'joined-meeting';
    this.joined = true;
    this.#model.mark('joined');
    const participants = { local: { session_id: 'local', local: true } };
    this.emit('joined-meeting', { participants });
    // The assistant says it listens once the visitor is in the room; a timer, so that both
    // clients' code after `await join()` has run, as a message from the network would.
    setTimeout(() => {
      if (this.destroyed) return;
      this.#model.mark('assistant listening');
      this.emit('app-message', { data: 'listening', fromId: 'assistant' });
    }, 0);
    return participants;
  }

  /**
   * `destroy()` = `leave()` then tear-down. `leave()`: in the states left-meeting or error,
   * nothing; before the bundle loaded, the load is cancelled and `left-meeting` is emitted;
   * otherwise `leave-meeting` to the call machine, which releases the media and answers
   * `left-meeting`.
   */
  override async destroy(): Promise<void> {
    this.calls.push({ method: 'destroy', args: [] });
    if (this.destroyed) return;
    if (this.#state !== 'left-meeting' && this.#state !== 'error') {
      if (!this.#loaded && this.#load) this.#load.cancelled = true;
      this.#releaseMicrophone();
      this.#state = 'left-meeting';
      this.joined = false;
      this.emit('left-meeting');
    }
    this.destroyed = true;
    this.#model.mark('call object destroyed');
  }
}
