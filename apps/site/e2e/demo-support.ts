import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_TEST_SEAM_GLOBAL } from '../src/demo/test-seam';

/** What a test can do with the fake Daily call object, from `page.evaluate`. */
export interface FakeDailyControl {
  /** Methods the voice client called on the call objects, in order (`join`, `setLocalAudio`, …). */
  calls: { method: string; args: unknown[] }[];
  /** How many call objects were created, and how many are still alive. */
  created: number;
  live(): number;
  /** Whether the current call object has joined (and is not yet destroyed). */
  joined(): boolean;
  /**
   * Holds `join()`, once it has the microphone, until `releaseJoin()` (or the call object's
   * destruction), to look at the connecting state.
   */
  holdJoin: boolean;
  releaseJoin(): void;
  /** Whether a `join()` is being held now. */
  joinHeld(): boolean;
  /** Delivers a Daily event to the current call object's listeners. */
  emit(event: string, payload?: Record<string, unknown>): void;
  /** Reports the assistant's audio level every 100 ms, like Daily's level observer; 0 for silence. */
  setAssistantLevel(level: number): void;
  /** The assistant joins and its audio track starts (an oscillator, played by the client). */
  startAssistantAudio(): void;
  /** Whether every microphone track the fake acquired has been stopped. */
  microphoneReleased(): boolean;
  /**
   * Makes turning on noise cancellation fail: daily-js's `updateInputSettings()` returns a
   * promise (index.d.ts: `Promise<{ inputSettings }>`) that rejects when the audio processor
   * cannot load or start, which happens on some browsers and devices and cannot be provoked here.
   */
  failNoiseCancellation: boolean;
}

/** How the page's microphone behaves, and how often it was asked for. */
export interface MicrophoneWatch {
  requests: number;
  /** Whether requests are refused, as a browser does when the visitor blocked the microphone. */
  deny: boolean;
}

declare global {
  interface Window {
    __fakeDaily?: FakeDailyControl;
    __microphone?: MicrophoneWatch;
  }
}

/**
 * Runs in the page before any of its scripts (through `addInitScript`, so it must not use
 * anything from this module's scope): counts `getUserMedia` calls and, with `deny`, rejects
 * them as a browser does when the visitor blocks the microphone.
 */
function watchMicrophoneInPage(deny: boolean): void {
  const watch: MicrophoneWatch = { requests: 0, deny };
  window.__microphone = watch;
  const devices = navigator.mediaDevices;
  const original = devices.getUserMedia.bind(devices);
  devices.getUserMedia = (constraints?: MediaStreamConstraints) => {
    watch.requests += 1;
    if (watch.deny) {
      return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    }
    return original(constraints);
  };
}

/**
 * Runs in the page before any of its scripts: installs the demo's test seam with a scripted
 * stand-in for Daily's call object. Like Daily, it asks for the microphone as the join begins
 * and releases it when the call object is destroyed; events come from the test. Like daily-js,
 * a refused microphone does not reject `join()`: it emits `camera-error` (a
 * `DailyCamPermissionsError`, see `DailyEventObjectCameraError` in daily-js's `index.d.ts`) and
 * the join goes on.
 */
function installFakeDailyInPage(seamGlobal: string): void {
  type Handler = (event: Record<string, unknown>) => void;
  interface FakeCall {
    emit(event: string, payload?: Record<string, unknown>): void;
    destroyed: boolean;
    joined(): boolean;
  }
  let current: FakeCall | null = null;
  let release: (() => void) | null = null;
  let levelTimer: number | undefined;
  const microphoneTracks: MediaStreamTrack[] = [];

  const control: FakeDailyControl = {
    calls: [],
    created: 0,
    live: () => (current && !current.destroyed ? 1 : 0),
    joined: () => current?.joined() ?? false,
    holdJoin: false,
    releaseJoin() {
      release?.();
      release = null;
    },
    joinHeld: () => release !== null,
    failNoiseCancellation: false,
    emit(event, payload = {}) {
      current?.emit(event, payload);
    },
    setAssistantLevel(level) {
      window.clearInterval(levelTimer);
      const report = () =>
        current?.emit('remote-participants-audio-level', {
          participantsAudioLevel: { assistant: level },
        });
      report();
      levelTimer = window.setInterval(report, 100);
    },
    startAssistantAudio() {
      const assistant = { local: false, session_id: 'assistant', user_name: 'Assistant' };
      current?.emit('participant-joined', { participant: assistant });
      const context = new AudioContext();
      const tone = context.createOscillator();
      const output = context.createMediaStreamDestination();
      tone.connect(output);
      tone.start();
      const [track] = output.stream.getAudioTracks();
      current?.emit('track-started', { participant: assistant, track });
    },
    microphoneReleased: () => microphoneTracks.every((track) => track.readyState === 'ended'),
  };

  function createCallObject(options: Record<string, unknown>) {
    const listeners = new Map<string, Set<Handler>>();
    const record = (method: string, ...args: unknown[]) => control.calls.push({ method, args });
    let joined = false;
    let audioOn = options.startAudioOff !== true;
    const call = {
      destroyed: false,
      joined: () => joined && !call.destroyed,
      on(event: string, handler: Handler) {
        let set = listeners.get(event);
        if (!set) {
          set = new Set();
          listeners.set(event, set);
        }
        set.add(handler);
        return call;
      },
      off(event: string, handler: Handler) {
        listeners.get(event)?.delete(handler);
        return call;
      },
      emit(event: string, payload: Record<string, unknown> = {}) {
        for (const handler of [...(listeners.get(event) ?? [])]) {
          handler({ action: event, callClientId: 'fake', ...payload });
        }
      },
      async join(joinOptions: unknown) {
        record('join', joinOptions);
        call.emit('joining-meeting');
        if (options.audioSource !== false) {
          try {
            const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
            microphoneTracks.push(...stream.getTracks());
            // Destroyed while the browser was still asking: the new tracks go at once.
            if (call.destroyed) for (const track of stream.getTracks()) track.stop();
          } catch (error) {
            const msg = error instanceof Error ? error.message : String(error);
            call.emit('camera-error', {
              error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg },
              errorMsg: { errorMsg: msg, audioOk: false },
            });
          }
        }
        if (control.holdJoin) await new Promise<void>((resolve) => (release = resolve));
        if (call.destroyed) throw new Error('The call object was destroyed during join().');
        joined = true;
        call.emit('joined-meeting', { participants: {} });
        return {};
      },
      async destroy() {
        record('destroy');
        call.destroyed = true;
        control.releaseJoin();
        window.clearInterval(levelTimer);
        for (const track of microphoneTracks) track.stop();
        if (joined) {
          joined = false;
          call.emit('left-meeting');
        }
      },
      localAudio: () => audioOn,
      setLocalAudio(enabled: boolean) {
        record('setLocalAudio', enabled);
        audioOn = enabled;
        return call;
      },
      sendAppMessage(data: unknown, to?: unknown) {
        record('sendAppMessage', data, to);
        return call;
      },
      async updateInputSettings(settings: unknown) {
        record('updateInputSettings', settings);
        if (control.failNoiseCancellation && JSON.stringify(settings).includes('noise')) {
          throw new Error('Failed to load the noise-cancellation processor');
        }
        return { inputSettings: settings };
      },
      async startRemoteParticipantsAudioLevelObserver(interval?: number) {
        record('startRemoteParticipantsAudioLevelObserver', interval);
      },
      startRecording: (recording: unknown) => record('startRecording', recording),
      stopRecording: () => record('stopRecording'),
      updateParticipant(sessionId: string, updates: unknown) {
        record('updateParticipant', sessionId, updates);
        return call;
      },
      setInputDevicesAsync: async (devices: unknown) => record('setInputDevicesAsync', devices),
      setOutputDeviceAsync: async (device: unknown) => record('setOutputDeviceAsync', device),
      setUserData: async (data: unknown) => record('setUserData', data),
      sendDTMF: async (dtmf: unknown) => void record('sendDTMF', dtmf),
      sipCallTransfer: async (target: unknown) => void record('sipCallTransfer', target),
      updateSendSettings: async (settings: unknown) => record('updateSendSettings', settings),
      updateRemoteMediaPlayer: async (player: unknown) => record('updateRemoteMediaPlayer', player),
      startScreenShare: (share: unknown) => record('startScreenShare', share),
      stopScreenShare: () => record('stopScreenShare'),
    };
    control.created += 1;
    current = call;
    return call;
  }

  window.__fakeDaily = control;
  Reflect.set(window, seamGlobal, { createCallObject });
}

/** Counts (and with `deny`, refuses) the page's microphone requests from its first script on. */
export async function watchMicrophone(page: Page, { deny = false } = {}): Promise<void> {
  await page.addInitScript(watchMicrophoneInPage, deny);
}

/** Installs the fake Daily call object through the demo's test seam (loopback builds only). */
export async function installFakeDaily(page: Page): Promise<void> {
  await page.addInitScript(installFakeDailyInPage, DEMO_TEST_SEAM_GLOBAL);
}

/** From now on the page's microphone requests succeed, as after the visitor allowed it. */
export function allowMicrophone(page: Page): Promise<void> {
  return page.evaluate(() => {
    if (window.__microphone) window.__microphone.deny = false;
  });
}

/** How many times the page asked for the microphone. */
export function microphoneRequests(page: Page): Promise<number> {
  return page.evaluate(() => window.__microphone?.requests ?? -1);
}

/**
 * Delivers a Daily event to the fake call object's listeners, once the call has joined: the
 * events tests send (the assistant's messages, errors, leaving) come from a joined call, and an
 * event sent while the start is still creating the web call would reach no listener at all.
 */
export async function emitDailyEvent(
  page: Page,
  event: string,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await page.waitForFunction(() => window.__fakeDaily?.joined() === true);
  await page.evaluate(([name, data]) => window.__fakeDaily?.emit(name, data), [
    event,
    payload,
  ] as const);
}

/** Makes the assistant's reported audio level `level` from now on (0 for silence). */
export function setAssistantLevel(page: Page, level: number): Promise<void> {
  return page.evaluate((value) => window.__fakeDaily?.setAssistantLevel(value), level);
}

/** Holds the fake's next joins (once they have the microphone) until {@link releaseJoin}. */
export function holdJoin(page: Page, hold = true): Promise<void> {
  return page.evaluate((value) => {
    if (window.__fakeDaily) window.__fakeDaily.holdJoin = value;
  }, hold);
}

/** Makes the next noise-cancellation setup fail, as on a browser whose processor cannot load. */
export function failNoiseCancellation(page: Page): Promise<void> {
  return page.evaluate(() => {
    if (window.__fakeDaily) window.__fakeDaily.failNoiseCancellation = true;
  });
}

/** Lets a held `join()` go on. */
export function releaseJoin(page: Page): Promise<void> {
  return page.evaluate(() => window.__fakeDaily?.releaseJoin());
}

/** The assistant joins and its audio starts playing. */
export function startAssistantAudio(page: Page): Promise<void> {
  return page.evaluate(() => window.__fakeDaily?.startAssistantAudio());
}

/** What the voice client asked of the fake call objects so far. */
export function fakeDailyState(page: Page) {
  return page.evaluate(() => {
    const control = window.__fakeDaily;
    return {
      calls: control?.calls ?? [],
      created: control?.created ?? 0,
      live: control?.live() ?? 0,
      joinHeld: control?.joinHeld() ?? false,
      microphoneReleased: control?.microphoneReleased() ?? false,
    };
  });
}

interface ManifestChunk {
  file: string;
  src?: string;
}

/** The built file (`/assets/…`) of a source module, from the loopback build's manifest. */
export function builtFile(match: (source: string) => boolean): string {
  const manifestPath = new URL('../dist/.vite/manifest.json', import.meta.url);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([key]) => match(key));
  if (!entry) throw new Error('No such module in the build manifest; build the site first.');
  return `/${entry[1].file}`;
}

/** The address of /demo with a query. */
export function demoUrl(query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `/demo?${search}` : '/demo';
}
