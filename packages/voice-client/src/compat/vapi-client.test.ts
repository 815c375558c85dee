import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeDaily } from '../../test/fake-daily-call';
import { webCall } from '../../test/harness';
import type { WebCallResult } from '../web-call';
import Vapi, { type VapiEvents } from './vapi-client';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const NAMES: (keyof VapiEvents)[] = [
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
  'error',
  'progress',
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'daily-participant-updated',
  'video',
  'camera-error',
  'network-quality-change',
  'network-connection',
];

function setup(result: WebCallResult = { data: webCall() }) {
  const daily = new FakeDaily();
  const vapi = new Vapi(
    'public-key',
    undefined,
    { avoidEval: true },
    { startAudioOff: true },
    {
      createWebCall: async () => result,
      createCallObject: daily.createCallObject,
      isMobile: false,
    },
  );
  const events: { name: keyof VapiEvents; args: unknown[] }[] = [];
  for (const name of NAMES) {
    vapi.on(name, (...args: unknown[]) => {
      events.push({ name, args });
    });
  }
  return { vapi, daily, events, names: () => events.map((e) => e.name) };
}

async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return promise;
}

describe('Vapi compatibility entry', () => {
  it('starts like the Vapi SDK and reports progress with ISO timestamps', async () => {
    const { vapi, daily, events, names } = setup();
    await expect(settle(vapi.start('assistant-1'))).resolves.toEqual(webCall());
    expect(daily.last.factoryOptions).toMatchObject({
      dailyConfig: { avoidEval: true },
      startAudioOff: true,
    });
    const progress = events.filter((e) => e.name === 'call-start-progress');
    expect(progress).toHaveLength(18);
    expect(progress[0]?.args[0]).toEqual({
      stage: 'validation',
      status: 'started',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      metadata: {},
    });
    expect(names().filter((n) => n === 'progress')).toHaveLength(18);
    expect(events.at(-1)).toEqual({
      name: 'call-start-success',
      args: [
        { totalDuration: expect.any(Number), callId: 'call-1', timestamp: expect.any(String) },
      ],
    });
    expect(vapi.getDailyCallObject()).toBe(daily.last);
  });

  it('forwards call events with Vapi payloads', async () => {
    const { vapi, daily, events, names } = setup();
    await settle(vapi.start('assistant-1'));
    events.length = 0;
    const call = daily.last;
    call.emit('app-message', { data: 'listening' });
    call.emit('app-message', {
      data: JSON.stringify({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'hi',
      }),
    });
    call.emit('app-message', { data: JSON.stringify({ type: 'custom-thing', value: 1 }) });
    call.emit('app-message', { data: 'not json' });
    call.emit('remote-participants-audio-level', { participantsAudioLevel: { bot: 0.15 } });
    call.emit('participant-updated', { participant: { session_id: 'bot' } });
    call.emit('camera-error', { errorMsg: { errorMsg: 'denied' } });
    call.emit('network-quality-change', { threshold: 'low' });
    call.emit('network-connection', { type: 'sfu', event: 'interrupted' });
    call.emit('track-started', {
      participant: { local: false, session_id: 'bot' },
      track: { kind: 'video' },
    });
    expect(names()).toEqual([
      'call-start',
      'message',
      'message',
      'volume-level',
      'speech-start',
      'daily-participant-updated',
      'camera-error',
      'network-quality-change',
      'network-connection',
      'video',
    ]);
    expect(events[2]?.args[0]).toEqual({ type: 'custom-thing', value: 1 });
    expect(events[3]?.args[0]).toBe(1);
    expect(events[6]?.args[0]).toMatchObject({
      type: 'camera-error',
      timestamp: expect.any(String),
    });
    call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp' });
    call.emit('error', { errorMsg: 'gone', error: { type: 'ejected' } });
    await vi.runAllTimersAsync();
    expect(
      events.filter((e) => e.name === 'error').map((e) => (e.args[0] as { type: string }).type),
    ).toEqual(['audio-processor-error', 'daily-error']);
    expect(names().slice(-2)).toEqual(['call-end', 'message']);
  });

  it('throws and emits a validation error without assistant, squad or workflow', async () => {
    const { vapi, events, names } = setup();
    await expect(vapi.start()).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
    expect(names().filter((n) => n === 'error' || n === 'call-start-failed')).toEqual(['error']);
    expect(events.find((e) => e.name === 'error')?.args[0]).toMatchObject({
      type: 'validation-error',
      stage: 'input-validation',
    });
  });

  it('returns null and emits call-start-failed and error on a failed start', async () => {
    const { vapi, daily, events } = setup();
    daily.script.joinError = new Error('join failed');
    await expect(settle(vapi.start(undefined, undefined, 'squad-1'))).resolves.toBeNull();
    const failed = events.find((e) => e.name === 'call-start-failed')?.args[0];
    expect(failed).toMatchObject({
      stage: 'daily-call-join',
      error: 'join failed',
      context: { hasAssistant: false, hasSquad: true, hasWorkflow: false },
    });
    const errors = events.filter((e) => e.name === 'error').map((e) => e.args[0]);
    expect(errors).toMatchObject([
      { type: 'daily-call-join-error', stage: 'daily-call-join' },
      { type: 'start-method-error', stage: 'daily-call-join' },
    ]);
  });

  it('returns null on an HTTP failure with a single start-method-error', async () => {
    const { vapi, events } = setup({ error: { status: 400, message: 'bad', body: null } });
    await expect(settle(vapi.start('a'))).resolves.toBeNull();
    expect(events.filter((e) => e.name === 'error')).toHaveLength(1);
  });

  it('ignores controls without a call, like the Vapi SDK', async () => {
    const { vapi } = setup();
    vapi.setMuted(true);
    vapi.send({ type: 'end-call' });
    vapi.say('hi');
    vapi.startScreenSharing();
    vapi.stopScreenSharing();
    vapi.setOutputDeviceAsync({ outputDeviceId: 'x' });
    await vapi.setInputDevicesAsync({ audioDeviceId: 'x' });
    expect(vapi.isMuted()).toBe(false);
    expect(vapi.getDailyCallObject()).toBeNull();
    await expect(vapi.increaseMicLevel(2)).rejects.toThrow('Call object is not available.');
  });

  it('drives the call with the Vapi methods', async () => {
    const { vapi, daily, names } = setup();
    await settle(vapi.start('a'));
    const call = daily.last;
    vapi.setMuted(true);
    expect(vapi.isMuted()).toBe(true);
    vapi.say('Hello', true);
    vapi.send({ type: 'add-message', message: { role: 'system', content: 'x' } });
    vapi.startScreenSharing({ video: true }, { maxQuality: 'low' });
    vapi.stopScreenSharing();
    await vapi.setInputDevicesAsync({ audioDeviceId: 'mic' });
    vapi.setOutputDeviceAsync({ outputDeviceId: 'spk' });
    await vi.runAllTimersAsync();
    await vapi.increaseMicLevel(2);
    expect(names()).toContain('error');
    expect(call.appMessages.map((m) => JSON.parse(String(m.data)).type)).toEqual([
      'say',
      'add-message',
    ]);
    expect(call.callsTo('startScreenShare')).toEqual([
      [{ displayMediaOptions: { video: true }, screenVideoSendSettings: { maxQuality: 'low' } }],
    ]);
    await expect(vapi.reconnect(webCall())).rejects.toThrow('Cannot reconnect');
    vapi.end();
    await vi.runAllTimersAsync();
    expect(call.destroyed).toBe(true);
    await settle(vapi.reconnect(webCall()));
    expect(names().at(-1)).toBe('call-start');
    await vapi.stop();
  });

  it('has the EventEmitter methods, chaining', () => {
    const { vapi } = setup();
    const listener = vi.fn();
    expect(vapi.once('speech-start', listener).removeListener('speech-end', listener)).toBe(vapi);
    expect(vapi.emit('speech-start')).toBe(true);
    expect(vapi.emit('speech-start')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    vapi.off('speech-start', listener).removeAllListeners('speech-start');
    expect(vapi.listenerCount('speech-start')).toBe(0);
    expect(vapi.emit('speech-start')).toBe(false);
    vapi.removeAllListeners();
    expect(vapi.listenerCount('call-start')).toBe(0);
  });

  it('creates web calls against the Vapi API by default', async () => {
    vi.useRealTimers();
    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ message: 'nope' }), { status: 401 }),
    );
    const daily = new FakeDaily();
    const vapi = new Vapi('key', undefined, undefined, undefined, {
      fetch: fetchMock,
      createCallObject: daily.createCallObject,
      isMobile: false,
    });
    await expect(vapi.start('a')).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0].url).toBe('https://api.vapi.ai/call/web');
  });
});
