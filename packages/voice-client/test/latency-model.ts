import type {
  DailyCall,
  DailyCallOptions,
  DailyFactoryOptions,
  DailyMeetingState,
  DailyParticipantsObject,
} from '@daily-co/daily-js';
import {
  FakeCallObject,
  type FakeCallObjectHost,
  FakeDaily,
  type MicrophoneCapture,
} from '@org/daily-fake';
import type { CreateCallObject } from '../src/call-object';
import type { GetUserMedia } from '../src/platform';

// A latency model around daily-js, for the latency benchmark and the warm-up's
// tests: every cost of a call start as a timer (fake or virtual timers make them exact), on
// top of the one daily-js fake (`@org/daily-fake`): its call object does everything daily-js
// does, and the model adds only the costs, the timeline, and the two methods a warm-up needs
// that the fake does not model (`load()`, `startCamera()`).
//
// What daily-js does is read from its dist/daily-esm.js (0.92.2, the version this package
// ships; 0.87.0, which @vapi-ai/web 2.7.1 resolves, has the same methods and checks). The
// call machine (Daily's remotely loaded bundle) is not in the npm package: what it does with
// the microphone is the documented behaviour of `startCamera()` and `join()`.

/** The costs of the latency model, in milliseconds. */
export const LATENCY = {
  /** `POST /call/web`, request to answer. */
  webCall: 700,
  /** Importing daily-js: the chunk's download and evaluation. */
  dailyImport: 150,
  /**
   * Importing the call engine both faces load when a client is made, a chunk of about 8 kB
   * gzip: counted as daily-js's import, though it is a tenth of its size.
   */
  engineImport: 150,
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
 * The page, the network and the visitor of the model: a provider whose `POST /call/web`
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

  /** Importing the call engine's chunk: resolves after the import. */
  async importEngine(): Promise<void> {
    this.mark('call engine import started');
    await sleep(this.latency.engineImport);
    this.mark('call engine imported');
  }

  /** Importing daily-js (or a chunk that holds it): resolves with the module after the import. */
  async importDaily(): Promise<{ default: LatencyModelDaily }> {
    this.mark('daily-js import started');
    await sleep(this.latency.dailyImport);
    this.mark('daily-js imported');
    return { default: this.daily };
  }
}

/** Stops every track of a captured stream. */
function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * daily-js's default export, as far as both clients use it: `createCallObject()`, the shared
 * fake's (one live call object at a time: "Duplicate DailyIframe instances are not allowed"),
 * making {@link LatencyModelCall}s whose join signals for {@link LATENCY.joinSignalling}.
 */
export class LatencyModelDaily {
  readonly #model: LatencyModel;
  /** The shared fake underneath: its script and its record of every call object. */
  readonly fake: FakeDaily;

  constructor(model: LatencyModel) {
    this.#model = model;
    this.fake = new FakeDaily({
      // The call machine answers the join once it has signalled with Daily's server.
      script: { joinDelayMs: model.latency.joinSignalling },
      captureMicrophone: (_script, call) => (call as LatencyModelCall).captureForJoin(),
      callObject: (host, options, id) => new LatencyModelCall(host, options, id, model),
    });
  }

  /** Every call object created, oldest first. */
  get instances(): LatencyModelCall[] {
    return this.fake.instances as LatencyModelCall[];
  }

  /** Call objects not yet destroyed. */
  get live(): number {
    return this.fake.live;
  }

  readonly createCallObject: ((options?: DailyFactoryOptions) => LatencyModelCall) &
    CreateCallObject = (options = {}) => {
    // daily-esm.js `createCallObject`: sets `layout: 'none'` on the options it is given (the
    // caller's object), and constructs; nothing loads yet.
    Object.assign(options, { layout: 'none' });
    const call = this.fake.createCallObject(options) as LatencyModelCall;
    this.#model.mark('call object created');
    return call;
  };
}

/**
 * A call object under the latency model: the shared fake's, plus the costs of {@link LATENCY}
 * and what a warm-up calls ahead of the join. Each addition names where in daily-esm.js
 * (0.92.2) it comes from.
 */
export class LatencyModelCall extends FakeCallObject {
  readonly #model: LatencyModel;
  /** The call machine bundle: not loaded, loading (by `load()`), or loaded. */
  #bundle: 'new' | 'loading' | 'loaded' = 'new';
  /** The load in flight; a newer `load()` supersedes it (its promise then never settles). */
  #load: { cancelled: boolean } | null = null;
  /** `join()` was called (with a URL): `startCamera()` is refused from then on. */
  #joinAsked = false;
  #gone = false;
  /** The microphone `startCamera()` opened, until the join's call machine takes it over. */
  #opened: MediaStream | null = null;
  /** How many times the call machine bundle was fetched for this call object. */
  bundleLoads = 0;
  /**
   * How the bundle was evaluated. `dailyConfig.avoidEval` (daily-esm.js `rs`): a `<script>`
   * element instead of `fetch()` and `Function()`. Same bytes from the same CDN, so the same
   * cost in this model; it only decides which Content-Security-Policy the page needs.
   */
  bundleMechanism: 'script-element' | 'fetch-and-eval';

  constructor(
    host: FakeCallObjectHost,
    options: DailyFactoryOptions,
    callClientId: string,
    model: LatencyModel,
  ) {
    super(host, options, callClientId);
    this.#model = model;
    this.bundleMechanism = options.dailyConfig?.avoidEval ? 'script-element' : 'fetch-and-eval';
  }

  /** daily-js's `meetingState()`: `loading` and `loaded` also come from `load()`. */
  override meetingState(): DailyMeetingState {
    const state = super.meetingState();
    return state === 'new' ? this.#bundle : state;
  }

  /** Whether the microphone is captured for this call object's call machine. */
  get microphoneLive(): boolean {
    return this.#opened !== null || this.microphoneHeld;
  }

  /**
   * `load()` (call object mode): the bundle (`Za.load`, which first cancels a load in flight:
   * that load's callbacks never run, so its promise never settles), for
   * {@link LATENCY.callMachineLoad}. A loaded call object does nothing (`needsLoad()` is
   * false). The `loading` and `loaded` events are the fake's join's, when it begins.
   */
  override async load(properties?: DailyCallOptions): Promise<void> {
    this.calls.push({ method: 'load', args: properties === undefined ? [] : [properties] });
    if (this.#bundle === 'loaded') return;
    if (this.destroyed) throw new Error('Use after destroy');
    this.#bundle = 'loading';
    if (this.#load) this.#load.cancelled = true;
    const attempt = { cancelled: false };
    this.#load = attempt;
    this.bundleLoads += 1;
    this.#model.mark('call machine load started');
    await sleep(this.#model.latency.callMachineLoad);
    if (attempt.cancelled) await new Promise<never>(() => {});
    this.#load = null;
    this.#bundle = 'loaded';
    this.#model.mark('call machine loaded');
  }

  /**
   * Whether the call machine asks the browser for the microphone: not for a track of the page
   * (a custom `audioSource`), nor with `startAudioOff` (Daily's DailyFactoryOptions: joins
   * with the microphone off, so it opens none).
   */
  #asksBrowser(): boolean {
    const { audioSource, startAudioOff } = this.factoryOptions;
    return audioSource !== false && typeof audioSource !== 'object' && !startAudioOff;
  }

  /**
   * `startCamera()`: call objects only (`gc`); refused once a join was asked (`pc`:
   * "startCamera() not supported after joining a meeting."); loads the call machine if
   * needed, then sends it `start-camera`, which opens the local media.
   */
  override async startCamera(properties?: DailyCallOptions): ReturnType<DailyCall['startCamera']> {
    this.calls.push({ method: 'startCamera', args: properties === undefined ? [] : [properties] });
    if (this.#joinAsked) throw new Error('startCamera() not supported after joining a meeting.');
    if (this.#bundle !== 'loaded') await this.load(properties);
    if (!this.#opened && this.#asksBrowser()) {
      const stream = await this.#model.getUserMedia({ audio: true });
      if (this.#gone || this.#joinAsked) {
        stopTracks(stream);
      } else {
        this.#opened = stream;
        this.#model.mark('call machine holds the microphone');
      }
    }
    return {
      camera: {},
      mic: this.#opened ? ({ deviceId: 'default' } as MediaDeviceInfo) : {},
      speaker: {},
    };
  }

  /**
   * The microphone the fake's join asks for (its `captureMicrophone`): what `startCamera()`
   * opened, else the browser's (the prompt, if the origin has no permission yet). Then the
   * join signals.
   */
  async captureForJoin(): Promise<MicrophoneCapture> {
    let stream = this.#opened;
    this.#opened = null;
    if (!stream && this.#asksBrowser()) {
      stream = await this.#model.getUserMedia({ audio: true });
      this.#model.mark('call machine holds the microphone');
    }
    this.#model.mark('join signalling started');
    const held = stream;
    return { outcome: { kind: 'granted' }, release: () => held && stopTracks(held) };
  }

  /**
   * `join()`: the fake's, after loading the call machine if needed (daily-js's
   * `updateIsPreparingToJoin` meanwhile). Once joined, the assistant says it listens; a
   * timer, so that both clients' code after `await join()` has run, as a message from the
   * network would.
   */
  override async join(
    options: DailyCallOptions = {},
  ): Promise<DailyParticipantsObject | undefined> {
    const first = !this.#joinAsked && !!(options.url || this.factoryOptions.url);
    if (first) {
      this.#joinAsked = true;
      if (this.#bundle !== 'loaded') await this.load(options);
      const audio = this.factoryOptions.audioSource !== false && options.audioSource !== false;
      // Without audio the fake's join asks for no microphone: the signalling starts at once.
      if (!audio) this.#model.mark('join signalling started');
    }
    const participants = await super.join(options);
    if (!first || !participants) return participants;
    this.#model.mark('joined');
    setTimeout(() => {
      if (this.#gone) return;
      this.#model.mark('assistant listening');
      this.emit('app-message', { data: 'listening', fromId: 'assistant' });
    }, 0);
    return participants;
  }

  /**
   * `destroy()`: the fake's (leave, then tear-down); a load in flight is cancelled (daily-js's
   * `leave()` before the call machine loaded) and a microphone `startCamera()` opened goes.
   */
  override async destroy(): Promise<void> {
    const first = !this.#gone;
    this.#gone = true;
    if (this.#load) this.#load.cancelled = true;
    if (this.#opened) stopTracks(this.#opened);
    this.#opened = null;
    await super.destroy();
    if (first) this.#model.mark('call object destroyed');
  }
}
