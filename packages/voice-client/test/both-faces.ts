import { viewOf } from '../src/call-view';
import type { VapiOptions } from '../src/compat/vapi-client';
import Vapi from '../src/compat/vapi-client';
import { VoiceClient } from '../src/voice-client';
import type { DiffClient, DiffClientClass } from './vapi-diff/real-vapi';
import { type RunOptions, runScenario, type World } from './vapi-diff/run';
import type { TraceEntry } from './vapi-diff/trace';

/**
 * The native face (`VoiceClient`) with the drop-in's constructor and the methods a scenario
 * calls, so that one scenario of test/vapi-diff/run.ts runs on both faces: it takes Vapi's
 * constructor arguments to the same options, and hands its events on under Vapi's names where
 * the native face has one (`progress` as `call-start-progress`; the assistant's `<audio>`
 * element and the microphone's level, which the native face does not announce, from the
 * engine's stream).
 */
class NativeFace {
  readonly client: VoiceClient;

  constructor(
    token: string,
    baseUrl?: string,
    dailyConfig?: object,
    dailyCallObject?: { audioSource?: string | boolean; startAudioOff?: boolean },
    own: VapiOptions = {},
  ) {
    this.client = new VoiceClient({
      baseUrl: baseUrl ?? 'https://api.vapi.ai',
      token,
      ...(dailyConfig ? { dailyConfig } : {}),
      ...(dailyCallObject?.audioSource === undefined
        ? {}
        : { audioSource: dailyCallObject.audioSource }),
      ...(dailyCallObject?.startAudioOff ? { startAudioOff: true } : {}),
      ...own,
    });
  }

  on(name: string, listener: (...args: unknown[]) => void): this {
    // What the native face does not announce itself, from the engine's stream: the assistant's
    // element, and the microphone's level (whose listener has the engine run Daily's observer,
    // as the drop-in's `local-volume-level` does).
    if (name === 'audio') viewOf(this.client)?.on('audio', listener);
    else if (name === 'local-volume-level') viewOf(this.client)?.on('local-level', listener);
    else if (NATIVE_EVENTS.has(name)) {
      const native = name === 'call-start-progress' ? 'progress' : name;
      this.client.on(native as 'call-start', listener as () => void);
    }
    return this;
  }

  start(assistant: string): Promise<unknown> {
    return this.client.start({ assistant }).catch(() => null);
  }

  stop(): Promise<void> {
    return this.client.stop();
  }

  getDailyCallObject(): unknown {
    return this.client.getCallObject();
  }

  sendUserMessage(text: string): void {
    this.client.sendUserMessage(text);
  }

  getAudioPlayer(): HTMLAudioElement | null {
    return viewOf(this.client)?.session?.media.player ?? null;
  }
}

/** The events both faces have under one name (the native `progress` is Vapi's progress). */
const NATIVE_EVENTS = new Set([
  'call-start',
  'call-end',
  'call-start-success',
  'call-start-failed',
  'call-start-progress',
  'error',
  'message',
  'video',
  'volume-level',
  'speech-start',
  'speech-end',
  'camera-error',
]);

/** Both faces, by name, each a class a scenario constructs with Vapi's arguments. */
export const FACES = {
  native: NativeFace as unknown as DiffClientClass,
  'drop-in': Vapi as unknown as DiffClientClass,
} as const;

export type FaceName = keyof typeof FACES;

/** What a trace says of the world outside the page: Daily's calls and events, requests, plays. */
export function outside(trace: TraceEntry[]): TraceEntry[] {
  return trace.filter(
    (entry) =>
      entry.kind === 'daily' ||
      entry.kind === 'daily-event' ||
      entry.kind === 'fetch' ||
      entry.kind === 'dom' ||
      entry.kind === 'step',
  );
}

/**
 * Runs `script` on each face over the same fakes, and returns each face's trace; the faces run
 * one engine, so what they ask of Daily and the provider must be the same (it fails otherwise).
 */
export async function onBothFaces(
  options: RunOptions,
  script: (world: World, face: FaceName) => Promise<void>,
): Promise<Record<FaceName, TraceEntry[]>> {
  const native = await runScenario(FACES.native, options, (world) => script(world, 'native'));
  const dropIn = await runScenario(FACES['drop-in'], options, (world) => script(world, 'drop-in'));
  const sameOutside = JSON.stringify(outside(native)) === JSON.stringify(outside(dropIn));
  if (!sameOutside) {
    const a = outside(native);
    const b = outside(dropIn);
    const at = a.findIndex((entry, index) => JSON.stringify(entry) !== JSON.stringify(b[index]));
    throw new Error(
      `The faces asked different things of Daily or the provider, from entry ${at}:\n  native:  ${JSON.stringify(a[at])}\n  drop-in: ${JSON.stringify(b[at])}`,
    );
  }
  return { native, 'drop-in': dropIn };
}

/** The client of `world` (the native face's `VoiceClient`, or the drop-in itself). */
export function clientOf(world: World): DiffClient | VoiceClient {
  const client = world.client as unknown as DiffClient & { client?: VoiceClient };
  return client.client ?? client;
}
