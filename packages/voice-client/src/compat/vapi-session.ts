import type {
  DailyCall,
  DailyFactoryOptions,
  DailyParticipant,
  DailyParticipantsAudioLevel,
} from '@daily-co/daily-js';
import { AudioOutput } from '../audio-output';
import { waitDeadline } from '../bounded-wait';
import { ConnectionWarmup } from '../connection-warmup';
import {
  AUDIO_LEVEL_INTERVAL_MS,
  LISTENING_MESSAGE,
  PLAYABLE_MESSAGE,
  videoRecordingOptions,
} from '../constants';
import { loadDaily } from '../daily-loader';
import { destroyCallObject } from '../destroy-call-object';
import { silentLogger } from '../logger';
import { isEndedStatus } from '../server-message';
import { SpeechDetector } from '../speech-detector';
import type { CallTimeouts } from '../timeouts';
import { cancelledError, globalTimers, TimerScope } from '../timers';
import type { EventEmitter } from './event-emitter';
import { serializeError } from './serialize-error';
import { timestamp } from './start-reports';
import type { VapiClientToServerMessage } from './vapi-types';

/**
 * One `start()` or `reconnect()` in progress, which `stop()` cancels: its `signal` aborts (with
 * a `cancelled` error), and `stopped` is that stop, which the start waits for before it resolves.
 */
export class StartTicket {
  readonly #controller = new AbortController();
  /** The `stop()` that cancelled this start, once one did. */
  stopped: Promise<void> | null = null;

  /** Aborts when `stop()` is called before this start ended. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** `stop()` was called: every wait of this start ends. */
  cancel(stopped: Promise<void>): void {
    this.stopped = stopped;
    this.#controller.abort(cancelledError());
  }
}

/**
 * The state of one Vapi client and what its Daily handlers do with it, ported from
 * `@vapi-ai/web` 2.7.1's `Vapi` class (its private fields and handlers). The changes: the
 * speaking timer is cleared where Vapi only drops it, so no `speech-end` follows `stop()` or
 * the end of the meeting; a destroy of the call object is bounded by `timeouts.destroy`; and
 * `stop()` cancels a start in progress (see {@link StartTicket}).
 */
export class VapiSession {
  readonly events: EventEmitter;
  /** The bounds of the waits on the provider, Daily's call machine and daily-js. */
  readonly timeouts: CallTimeouts;
  started = false;
  call: DailyCall | null = null;
  audioPlayer: HTMLAudioElement | null = null;
  /** The caller's playback volume (`Vapi.setVolume`, kept across calls), or null for none. */
  readonly #volume: () => number | null;
  /**
   * The assistant's `<audio>` elements, the native client's player: a newer track, the
   * participant leaving or the call ending removes an element, whose play then counts for
   * nothing. Unlike Vapi, the call's end removes it from the page too.
   */
  readonly #audio = new AudioOutput();
  /**
   * `volume-level`, `speech-start` and `speech-end` from the remote levels: the native client's
   * detector, whose rule is Vapi's (see `handleRemoteParticipantsAudioLevel`).
   */
  readonly #speech = new SpeechDetector(new TimerScope(globalTimers), {
    onVolume: (volume) => this.events.emit('volume-level', volume),
    onSpeechStart: () => this.events.emit('speech-start'),
    onSpeechEnd: () => this.events.emit('speech-end'),
  });
  hasEmittedCallEndedStatus = false;
  /** The start or reconnect in progress, which `stop()` cancels. */
  #starting: StartTicket | null = null;
  /**
   * A start's preparation beside the web call (the native client's {@link ConnectionWarmup}),
   * from the click until the join; `stop()` and a failed start end it.
   */
  #warmup: ConnectionWarmup | null = null;
  /** The bounds of the warm-up's waits on Daily's call machine; `stop()` clears them. */
  readonly #timers = new TimerScope(globalTimers);

  constructor(events: EventEmitter, timeouts: CallTimeouts, volume: () => number | null) {
    this.events = events;
    this.timeouts = timeouts;
    this.#volume = volume;
  }

  /**
   * Destroys the call object within the `destroy` bound (Vapi awaits `destroy()`, which a call
   * machine that never started never lets finish; see `destroyCallObject`).
   */
  #destroy(call: DailyCall): Promise<void> {
    return destroyCallObject(call, {
      timers: globalTimers,
      timeoutMs: this.timeouts.destroy,
      logger: silentLogger,
    });
  }

  /**
   * Starts preparing a call with `factoryOptions` while the web call is created: asks for the
   * microphone at once (the prompt at the click), creates the call object and loads Daily's
   * call machine (see `ConnectionWarmup`). Unlike Vapi, which does all of it after the web call.
   * `microphone` is the request made at the click when the start waited for the call engine.
   */
  warmUp(factoryOptions: DailyFactoryOptions, microphone?: Promise<MediaStream> | null): void {
    // A backstop: the start bounds its own waits on the warm-up (its join's bound covers the
    // call machine, as Vapi's join loads it) and ends the warm-up with itself.
    const { webCall, callMachine, join } = this.timeouts;
    const ms = webCall + callMachine + join;
    this.#warmup = new ConnectionWarmup({
      load: loadDaily,
      factoryOptions,
      // The microphone asked for at the click, where the start had to wait for this engine.
      ...(microphone ? { getUserMedia: () => microphone } : {}),
      deadline: () => waitDeadline(this.#timers, 'callMachine', ms),
      destroy: (call) => this.#destroy(call as DailyCall),
      logger: silentLogger,
    });
  }

  /** The start's warm-up, until the join or the start's end. */
  get warmup(): ConnectionWarmup | null {
    return this.#warmup;
  }

  /**
   * Ends the warm-up: the page's own microphone capture stops, and a call object no start took
   * is destroyed. Resolves once daily-js has let go of it.
   */
  endWarmup(): Promise<void> {
    const warmup = this.#warmup;
    this.#warmup = null;
    return warmup ? warmup.dispose() : Promise.resolve();
  }

  /** Sends a live call-control message; nothing without a call. */
  send(message: VapiClientToServerMessage): void {
    this.call?.sendAppMessage(JSON.stringify(message));
  }

  /**
   * Starts (or retries) the cloud recording: `recording-started` or `recording-error` says how
   * it went.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  startRecording(): void {
    if (!this.call) throw new Error('Call object is not available.');
    this.call.startRecording(videoRecordingOptions());
  }

  /**
   * Reports a failed audio-processing update on `error`: Daily applies input settings in its
   * call machine, so the failure (Krisp's `KrispInitError: Canceled`, say) is a rejection that
   * would otherwise escape to the page. Audio processing is optional, so the call goes on.
   */
  emitAudioProcessingError(
    stage: 'audio-processing-setup' | 'audio-processor-recovery',
    error: unknown,
  ): void {
    this.events.emit('error', {
      type: `${stage}-error`,
      stage,
      error: serializeError(error),
      timestamp: timestamp(),
    });
  }

  /**
   * Starts Daily's microphone level observer when something listens to `local-volume-level`
   * (it costs an AudioContext and a worklet for the whole call). Runs once noise cancellation
   * has settled: Krisp swaps the microphone track, and a swap during the worklet's load stops
   * the observer for the rest of the call (daily-co/daily-js#317).
   */
  async maybeStartLocalAudioLevelObserver(): Promise<void> {
    if (!this.call || this.events.listenerCount('local-volume-level') === 0) return;
    try {
      await this.call.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
    } catch (error) {
      this.events.emit('local-audio-level-observer-error', serializeError(error));
    }
  }

  /**
   * Vapi's `cleanup()`: ends the warm-up, destroys the call object and forgets the call,
   * whether its end was reported included.
   */
  async cleanup(): Promise<void> {
    this.hasEmittedCallEndedStatus = false;
    await this.#release();
  }

  /** Forgets the assistant's element, and removes every element from the page. */
  #dropAudio(): void {
    this.audioPlayer = null;
    this.refusedAudio = null;
    this.#audio.dispose();
  }

  /** A start or reconnect begins: until {@link endStart}, `stop()` cancels it. */
  beginStart(): StartTicket {
    const ticket = new StartTicket();
    this.#starting = ticket;
    return ticket;
  }

  /** The start or reconnect `ticket` is over (a newer one may have begun since). */
  endStart(ticket: StartTicket): void {
    if (this.#starting === ticket) this.#starting = null;
  }

  /**
   * Vapi's `stop()`: like {@link cleanup}, keeping whether the call's end was reported. Unlike
   * Vapi's, it also cancels the start in progress, whatever that waits for.
   */
  stop(): Promise<void> {
    const starting = this.#starting;
    this.#starting = null;
    const stopped = this.#release();
    starting?.cancel(stopped);
    return stopped;
  }

  /** Forgets speech, the start's warm-up and the call; resolves once the call object is gone. */
  async #release(): Promise<void> {
    // Speech in progress ends here (Vapi only drops its timer: `speech-end` fires after the call).
    this.#speech.reset();
    this.started = false;
    const warming = this.endWarmup();
    this.#timers.clearAll();
    if (this.call) {
      await this.#destroy(this.call);
      this.call = null;
    }
    this.#dropAudio();
    await warming;
  }

  /**
   * Emits without letting a listener's throw reach the caller (track-started must still signal
   * that playback is ready, even with no `error` listener).
   */
  emitToConsumer(event: string, ...args: unknown[]): void {
    try {
      this.events.emit(event, ...args);
    } catch {
      // A consumer's bug; Vapi logs it and goes on.
    }
  }

  /**
   * Plays again the assistant's audio that did not start (`audio-start-failed`), once; `null`
   * when nothing is waiting. Not in Vapi, which only reports the failure.
   */
  refusedAudio: (() => Promise<void>) | null = null;

  /** Plays the assistant's ("Vapi Speaker") audio, forwards its video, then tells it `playable`. */
  async handleTrackStarted(
    participant: DailyParticipant | null,
    track: MediaStreamTrack,
  ): Promise<void> {
    if (!participant || participant.local) return;
    if (participant.user_name !== 'Vapi Speaker') return;
    if (track.kind === 'video') this.emitToConsumer('video', track);
    if (track.kind === 'audio') {
      // play() pends for the whole media start-up: the call can end, or the participant leave,
      // while the element is being started; the output then answers null.
      const call = this.call;
      const volume = this.#volume();
      if (volume !== null) this.#audio.setVolume(volume);
      let player: HTMLAudioElement | null;
      try {
        player = await this.#audio.play(participant.session_id, track);
      } catch (error) {
        // Usually the autoplay policy: a signal to ask for a gesture, in which `resumeAudio()`
        // plays it.
        this.refusedAudio = () => this.handleTrackStarted(participant, track);
        this.emitToConsumer('error', { type: 'audio-start-failed', error: serializeError(error) });
        return;
      }
      if (!player) return;
      if (!call || this.call !== call) {
        this.#audio.remove(participant.session_id);
        return;
      }
      this.attachAudioPlayer(player);
    }
    this.call?.sendAppMessage(PLAYABLE_MESSAGE);
  }

  /** Assigns before emitting: a listener may call `getAudioPlayer()` or `setVolume()`. */
  attachAudioPlayer(player: HTMLAudioElement): void {
    // One assistant element at a time, as in Vapi: a new "Vapi Speaker" replaces the last one's.
    const previous = this.audioPlayer?.dataset.participantId;
    if (previous !== undefined && previous !== player.dataset.participantId) {
      this.#audio.remove(previous);
    }
    const volume = this.#volume();
    if (volume !== null) player.volume = volume;
    this.audioPlayer = player;
    this.emitToConsumer('audio', player);
  }

  /** Removes the participant's element, playing or still starting. */
  detachAudioPlayer(participantId: string): void {
    if (this.audioPlayer?.dataset.participantId === participantId) this.audioPlayer = null;
    this.#audio.remove(participantId);
  }

  /** `'listening'` starts the call; anything else that parses as JSON is a `message`. */
  onAppMessage(data: unknown): void {
    try {
      if (data === LISTENING_MESSAGE) {
        this.events.emit('call-start');
        return;
      }
      try {
        const parsed = JSON.parse(data as string);
        this.events.emit('message', parsed);
        // The server's own end of the call: no synthetic one follows. (Vapi's `in` test throws
        // on a parsed number or string, which its catch below swallows: the same outcome.)
        if (parsed && isEndedStatus(parsed)) this.hasEmittedCallEndedStatus = true;
      } catch {
        // Not JSON (or a listener threw): Vapi logs it and goes on.
      }
    } catch {
      // A `call-start` listener threw: Vapi logs it and goes on.
    }
  }

  /**
   * Vapi's rule: `volume-level` is `min(1, sum / 0.15)` of the remote levels, `speech-start`
   * when the sum passes 0.01, `speech-end` 1 s after the last such level. One difference: a level
   * that is not a finite positive number is left out of the sum, which Vapi's turns NaN or
   * negative.
   */
  handleRemoteParticipantsAudioLevel(levels: DailyParticipantsAudioLevel): void {
    this.#speech.update(levels);
  }
}
