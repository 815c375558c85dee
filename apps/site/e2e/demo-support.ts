import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FakeDailyControl } from '@org/daily-fake/browser';
import type { Page } from '@playwright/test';
import { DEMO_TEST_SEAM_GLOBAL } from '../src/demo/test-seam';

// The page's microphone watch is the real-daily tests' (they check that no track is left
// running); the demo's tests with the fake use the same one.
export {
  allowMicrophone,
  type MicrophoneOptions,
  type MicrophoneWatch,
  microphoneRequests,
  microphoneTracks,
  watchMicrophone,
} from '@org/daily-fake/real-daily';

// `window.__fakeDaily` and `window.__installFakeDaily` are declared by '@org/daily-fake/browser',
// `window.__microphone` by '@org/daily-fake/real-daily'.

const require = createRequire(import.meta.url);

/**
 * The one Daily fake's browser build (`@org/daily-fake`'s `dist/browser.global.js`), which
 * `pnpm --filter @org/daily-fake build` makes (`npm test` does, through turbo's `^build`).
 */
function fakeDailyScriptPath(): string {
  const hint =
    "The Daily fake's browser build is missing: run `pnpm --filter @org/daily-fake build`.";
  try {
    // Throws MODULE_NOT_FOUND when the export's file does not exist.
    return require.resolve('@org/daily-fake/browser-script');
  } catch (error) {
    throw new Error(hint, { cause: error });
  }
}

/**
 * Installs the one Daily fake (`@org/daily-fake`) on the demo's test seam (loopback builds
 * only), before any of the page's scripts: `window.__fakeDaily` is then its control.
 */
export async function installFakeDaily(page: Page): Promise<void> {
  await page.addInitScript({ path: fakeDailyScriptPath() });
  await page.addInitScript((seam) => {
    if (!window.__installFakeDaily) throw new Error('The Daily fake did not load.');
    window.__installFakeDaily(seam);
  }, DEMO_TEST_SEAM_GLOBAL);
}

type ControlMethod = {
  [K in keyof FakeDailyControl]: FakeDailyControl[K] extends (...args: never[]) => unknown
    ? K
    : never;
}[keyof FakeDailyControl];

/** Calls a method of the page's fake Daily control; fails when the fake is not installed. */
async function control<K extends ControlMethod>(
  page: Page,
  method: K,
  ...args: Parameters<FakeDailyControl[K]>
): Promise<ReturnType<FakeDailyControl[K]>> {
  const result = await page.evaluate(
    ([name, list]) => {
      const fake = window.__fakeDaily;
      if (!fake) throw new Error('The Daily fake is not installed: call installFakeDaily(page).');
      return (fake[name] as (...values: unknown[]) => unknown)(...list);
    },
    [method, args as unknown[]] as const,
  );
  return result as ReturnType<FakeDailyControl[K]>;
}

/** Waits until the newest call object has joined its meeting (and is not destroyed). */
function joined(page: Page): Promise<unknown> {
  return page.waitForFunction(() => window.__fakeDaily?.joined() === true);
}

/**
 * An event the call machine sends without changing the call's state; `error` and
 * `left-meeting` change it, so they go through {@link failCall} and {@link endMeeting}.
 */
export type StatelessDailyEvent = Exclude<
  Parameters<FakeDailyControl['emit']>[0],
  'error' | 'left-meeting'
>;

/**
 * Delivers a call-machine event to the newest call object, once it has joined: the events tests
 * send (the assistant's messages) come from a joined call, and daily-js delivers none to a
 * call object before it asked the call machine for anything, nor after its destruction.
 */
export async function emitDailyEvent(
  page: Page,
  event: StatelessDailyEvent,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await joined(page);
  await control(page, 'emit', event, payload);
}

/** Once joined, the assistant hangs up: the call machine ends the meeting (`left-meeting`). */
export async function endMeeting(page: Page): Promise<void> {
  await joined(page);
  await control(page, 'endMeeting');
}

/**
 * Once joined, the call machine reports a fatal error (daily-js's state becomes `error`, then
 * the `error` event fires).
 */
export async function failCall(
  page: Page,
  errorMsg: string,
  error: Parameters<FakeDailyControl['fail']>[1],
): Promise<void> {
  await joined(page);
  await control(page, 'fail', errorMsg, error);
}

/** Makes the assistant's reported audio level `level` from now on (0 for silence). */
export function setAssistantLevel(page: Page, level: number): Promise<void> {
  return control(page, 'setAssistantLevel', level);
}

/**
 * Makes the visitor's reported microphone level `level` from now on (0: a microphone that gives
 * nothing, as a muted headset does).
 */
export function setLocalLevel(page: Page, level: number): Promise<void> {
  return control(page, 'setLocalLevel', level);
}

/**
 * The browser's microphones from now on, each `[deviceId, label]`: before a call, what it will
 * list; during one, a device plugged in or out (daily-js's `available-devices-updated`).
 */
export function setMicrophones(page: Page, microphones: [string, string][]): Promise<void> {
  return control(
    page,
    'setDevices',
    microphones.map(([deviceId, label]) => ({
      deviceId,
      groupId: `group-${deviceId}`,
      kind: 'audioinput' as const,
      label,
    })),
  );
}

/** Holds the call machine's answer to the next joins (once they have the microphone). */
export function holdJoin(page: Page, hold = true): Promise<void> {
  return control(page, 'holdJoin', hold);
}

/** Lets a held `join()` have its answer. */
export function releaseJoin(page: Page): Promise<void> {
  return control(page, 'releaseJoin');
}

/**
 * Makes the next `updateInputSettings()` (the noise-cancellation setup) reject, as daily-js's
 * does when the audio processor cannot load, on some browsers and devices.
 */
export function failNoiseCancellation(page: Page): Promise<void> {
  return control(page, 'failNextInputSettings', 'Failed to load the noise-cancellation processor');
}

/** The assistant joins and its audio starts playing. */
export function startAssistantAudio(page: Page): Promise<void> {
  return control(page, 'startAssistantAudio');
}

/** What the voice client asked of the fake's call objects so far, and what is left of them. */
export function fakeDailyState(page: Page) {
  return page.evaluate(() => {
    const fake = window.__fakeDaily;
    if (!fake) throw new Error('The Daily fake is not installed: call installFakeDaily(page).');
    return {
      calls: fake.calls(),
      created: fake.created(),
      live: fake.live(),
      joinHeld: fake.joinHeld(),
      microphoneReleased: fake.microphoneReleased(),
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
