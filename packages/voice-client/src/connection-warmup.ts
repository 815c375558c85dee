import type { DailyFactoryOptions } from '@daily-co/daily-js';
import type { CreateCallObject } from './call-object';
import { DailyPort } from './daily/port';
import type { Logger } from './logger';
import { type GetUserMedia, microphoneToAsk, requestMicrophone, stopTracks } from './platform';
import type { Deadline } from './timers';
import { isVoiceClientError } from './voice-client-error';

/** How a {@link ConnectionWarmup} starts. */
export interface ConnectionWarmupOptions {
  /** Loads the call-object factory: daily-js's dynamic import, or an injected factory. */
  load: () => Promise<CreateCallObject>;
  /**
   * The factory options as far as they are known before the web call answers: the client's
   * own, and no video. A call object created with them is handed over only to a start whose
   * call needs no video either (see `take()`).
   */
  factoryOptions: DailyFactoryOptions;
  /**
   * The microphone to ask for at once, so that the browser's prompt appears at the click:
   * `true` for the default one, constraints for a chosen device, `false` to ask nothing (no
   * microphone, a track the page already holds, or audio that starts off). Default: what
   * `factoryOptions` ask for (see {@link microphoneToAsk}).
   */
  microphone?: boolean | MediaTrackConstraints;
  /** Default: `navigator.mediaDevices.getUserMedia` where the page has it, else none. */
  getUserMedia?: GetUserMedia | null;
  /**
   * A new bound on a wait on Daily's call machine, starting when called: one covers loading
   * daily-js, creating the call object and loading the bundle; another the call machine's
   * answer to `startCamera()`. The visitor's time at the microphone prompt is in neither.
   */
  deadline: () => Deadline;
  /** Destroys a call object the start did not take, within a bound; never rejects. */
  destroy: (call: DailyPort) => Promise<void>;
  /** Where unexpected warm-up failures go; the start then does the work itself. */
  logger: Logger;
}

/** A copy of `options` one level deep (dailyConfig included), as daily-js reads them. */
function copyFactoryOptions(options: DailyFactoryOptions): DailyFactoryOptions {
  return options.dailyConfig
    ? { ...options, dailyConfig: { ...options.dailyConfig } }
    : { ...options };
}

/**
 * Prepares a call while the web call is still being created, as LiveKit's `prepareConnection()`
 * and Pipecat's `initDevices()` do before they connect: asks for the microphone at once (the
 * browser's prompt appears at the click), imports daily-js, creates the call object and loads
 * Daily's call machine, then has the call machine open the microphone (`startCamera()`), so that
 * `join()` only signals.
 *
 * What daily-js allows decides the shape (read from daily-js 0.92.2, dist/daily-esm.js):
 * - `load()` and `startCamera()` are for call objects before the join (`startCamera()` throws
 *   once joining); `preAuth()` needs the room URL, which only the web call's answer has.
 * - The call machine must be loaded before anything asks it for the microphone, so the prompt
 *   at the click comes from this page's own `getUserMedia`; the capture is held until Daily
 *   holds its own (a browser that grants per capture does not ask twice), then stopped.
 * - `join()` while a `load()` is in flight cancels that load and starts another, whose first
 *   promise then never settles: the join waits for {@link ConnectionWarmup.ready}.
 * - The factory options are fixed at creation; the one that depends on the web call (video for
 *   a recording) may differ from the warm-up's audio-only ones, and then the warm call object is
 *   destroyed and the start creates its own, as it did without a warm-up.
 *
 * Every step is best-effort: a failed one is given up, and the start does that step itself
 * and reports its failure in the stage it belongs to. Only a step that runs past its deadline
 * (see `ConnectionWarmupOptions.deadline`) is final: `created()` or `ready()` then reject with
 * that `timeout`, since doing the step again would wait as long once more.
 */
export class ConnectionWarmup {
  readonly #options: ConnectionWarmupOptions;
  readonly #factory: Promise<CreateCallObject>;
  readonly #created: Promise<DailyPort | null>;
  readonly #ready: Promise<void>;
  /** The bound on loading daily-js and the call machine, from the start. */
  readonly #loading: Deadline;
  /** The bound on the call machine's answer to `startCamera()`, once asked. */
  #starting: Deadline | null = null;
  #microphone: Promise<MediaStream | null>;
  #port: DailyPort | null = null;
  #taken = false;
  #disposed = false;
  #loaded = false;
  #released: () => void = () => {};
  #disposing: Promise<void> | null = null;
  #destroying: Promise<void> | null = null;

  /** Starts warming up a call at once; see the class comment. */
  constructor(options: ConnectionWarmupOptions) {
    this.#options = { ...options, factoryOptions: copyFactoryOptions(options.factoryOptions) };
    // First, in the caller's task: the prompt then appears at the click that started the call.
    this.#microphone = this.#askMicrophone();
    const loading = options.deadline();
    this.#loading = loading;
    this.#factory = loading.race(options.load());
    this.#created = this.#factory.then(
      (create) => this.#create(create),
      (error: unknown) => {
        if (isVoiceClientError(error, 'timeout')) throw error;
        return null;
      },
    );
    // A destroy during load() or startCamera() leaves their promises unsettled (daily-js
    // cancels them): destroying the call object settles this too.
    const released = new Promise<void>((resolve) => {
      this.#released = resolve;
    });
    const prepared = this.#created.then((port) =>
      port ? this.#prepare(port) : this.#loading.clear(),
    );
    this.#ready = Promise.race([prepared, released]).then(() => undefined);
    // The start reads these when its stages need them; a timeout before that is not unhandled.
    for (const settled of [this.#factory, this.#created, this.#ready]) settled.catch(() => {});
  }

  #askMicrophone(): Promise<MediaStream | null> {
    const { microphone = microphoneToAsk(this.#options.factoryOptions) } = this.#options;
    const asked = requestMicrophone(microphone, this.#options.getUserMedia);
    if (!asked) return Promise.resolve(null);
    return asked.then(
      (stream) => {
        // Granted after a stop: the capture has no one left to hand over to.
        if (this.#disposed) {
          stopTracks(stream);
          return null;
        }
        return stream;
      },
      // Refused or missing: the join asks again and reports it (`camera-error`), as without us.
      () => null,
    );
  }

  #create(create: CreateCallObject): DailyPort | null {
    if (this.#disposed) return null;
    try {
      // A copy: daily-js writes into the options it is given (`layout: 'none'`), and `take()`
      // compares with the ones asked for.
      const port = new DailyPort(create(copyFactoryOptions(this.#options.factoryOptions)));
      this.#port = port;
      return port;
    } catch (error) {
      // The start creates its own and reports the failure in its stage.
      this.#options.logger.warn('The call object could not be created ahead of the join', error);
      return null;
    }
  }

  /**
   * Loads the call machine, then has it open the microphone the visitor allowed.
   * @throws {VoiceClientError} `timeout` when the call machine did not load or answer in time.
   */
  async #prepare(port: DailyPort): Promise<void> {
    try {
      try {
        // The call machine loads while the page's own prompt is up; daily-js cannot ask sooner.
        await this.#loading.race(Promise.resolve(port.load()));
        this.#loaded = true;
      } finally {
        this.#loading.clear();
      }
      // Without startCamera() (the simulated call has none) the join opens the microphone.
      if (!port.opensMediaAhead) return;
      const microphone = await this.#microphone;
      // After a refusal the join asks and reports it (`camera-error`), as without a warm-up. A
      // call object discarded meanwhile (a recording's call needs its own) opens nothing: the
      // capture stays the page's until the warm-up is disposed.
      if (!microphone || this.#disposed || this.#port !== port) return;
      const starting = this.#options.deadline();
      this.#starting = starting;
      try {
        // A bundle that loaded but never started (served empty, say) never answers this.
        await starting.race(port.openMedia());
      } finally {
        starting.clear();
      }
      // Daily holds the microphone now: the page's own capture has done its job.
      this.#releaseMicrophone();
    } catch (error) {
      if (isVoiceClientError(error, 'timeout')) throw error;
      // join() loads and opens what is still missing, and reports its own failures.
      this.#options.logger.warn('Daily could not be prepared ahead of the join', error);
    }
  }

  #releaseMicrophone(): void {
    const held = this.#microphone;
    this.#microphone = Promise.resolve(null);
    void held.then((stream) => stream && stopTracks(stream));
  }

  /**
   * Whether the warm call object's call machine has loaded: a start that took the call object
   * loads it itself otherwise (after the warm-up gave up), once {@link ready} has settled.
   */
  get loaded(): boolean {
    return this.#loaded;
  }

  /**
   * The call-object factory the warm-up loaded.
   * @throws whatever loading it threw (daily-js could not be imported).
   */
  factory(): Promise<CreateCallObject> {
    return this.#factory;
  }

  /**
   * Settles once the call machine is loaded and holds the microphone, once the warm-up gave up,
   * or once its call object is destroyed. A start joins only after it: daily-js restarts a load
   * in flight when `join()` comes (see the class comment).
   * @throws {VoiceClientError} `timeout` when the call machine did not load or start in time.
   */
  ready(): Promise<void> {
    return this.#ready;
  }

  /**
   * Settles once the call object is created, or the warm-up gave up creating one.
   * @throws {VoiceClientError} `timeout` when daily-js did not load in time.
   */
  async created(): Promise<void> {
    await this.#created;
  }

  /**
   * Hands the warm call object over to the start if its call needs the video source the warm
   * one was created with (and `created()` has settled): video for a recording is the one factory
   * option the web call decides, the others are the client's own. The start then owns it and
   * destroys it at its end. Synchronous, so that the start adopts it in the same task. `null`
   * otherwise: then `discard()` makes room for the start's own call object (daily-js allows
   * one at a time).
   */
  take(videoSource: boolean): DailyPort | null {
    const port = this.#port;
    if (!port || this.#disposed || this.#taken) return null;
    if (Boolean(this.#options.factoryOptions.videoSource) !== videoSource) return null;
    this.#taken = true;
    return port;
  }

  /**
   * Destroys the call object unless a start took it, keeping the page's microphone capture
   * (the start's own call object still has to open the microphone). Resolves once daily-js
   * has let go of it.
   */
  async discard(): Promise<void> {
    await this.#created.catch(() => null);
    await this.#destroy();
  }

  /**
   * Destroys the warm call object unless a start took it; every caller (a discard, then a stop's
   * dispose) waits for the same destroy, so that none returns while daily-js still holds it.
   */
  #destroy(): Promise<void> {
    // Nothing is waited on any more: no deadline may fire later.
    this.#loading.clear();
    this.#starting?.clear();
    if (this.#destroying) return this.#destroying;
    const port = this.#port;
    // No longer the warm-up's to hand over, from now on.
    this.#port = null;
    if (!port || this.#taken) return Promise.resolve();
    this.#destroying = this.#options.destroy(port).finally(() => this.#released());
    return this.#destroying;
  }

  /**
   * Ends the warm-up: stops the page's own capture of the microphone and destroys the call
   * object unless a start took it. Idempotent; resolves once daily-js has let go of the call
   * object. Nothing is created afterwards, even by an import still in flight.
   */
  dispose(): Promise<void> {
    if (this.#disposing) return this.#disposing;
    this.#disposed = true;
    this.#releaseMicrophone();
    this.#released();
    this.#disposing = this.#destroy();
    return this.#disposing;
  }
}

/**
 * The call object a start joins with, for both faces: the warm-up's when it was created for the
 * same video source (see {@link ConnectionWarmup.take}), else a new one from `factory`, the warm
 * one destroyed first (daily-js allows one call object at a time). `warmed` says which: the
 * warm-up loads the call machine of its own. Nothing is created once `signal` has aborted.
 * @throws `signal`'s reason once aborted; what the factory's load or daily-js's creation throws.
 */
export async function callObjectForStart(
  warm: ConnectionWarmup | null,
  factory: () => Promise<CreateCallObject>,
  factoryOptions: DailyFactoryOptions,
  signal: AbortSignal,
): Promise<{ port: DailyPort; warmed: boolean }> {
  if (warm) {
    await warm.created();
    signal.throwIfAborted();
    // Made by the same factory as the start's own.
    const taken = warm.take(Boolean(factoryOptions.videoSource));
    if (taken) return { port: taken, warmed: true };
    // Created for a call without video, where a recording needs it.
    await warm.discard();
  }
  const create = await factory();
  signal.throwIfAborted();
  return { port: new DailyPort(create(factoryOptions)), warmed: false };
}
