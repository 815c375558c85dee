import type { DailyCamPermissionsError, DailyEventObjectCameraError } from '@daily-co/daily-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, webCall } from '../../test/harness';
import type { CallSupport } from '../call-support';
import type { ServerMessage } from '../server-message';
import { VoiceClientError } from '../voice-client-error';
import { createVoiceStore, type VoiceStoreClient } from './voice-store';

/** Daily's refusal of a device (its `DailyCamPermissionsError`). */
function refusal(
  blockedBy: 'user' | 'browser',
  blockedMedia: ('audio' | 'video')[] = ['audio'],
): DailyCamPermissionsError {
  return { type: 'permissions', blockedBy, blockedMedia, msg: 'Permission denied' };
}

/** Daily's `camera-error` for a refused device, as delivered during a call. */
function blocked(
  blockedBy: 'user' | 'browser',
  blockedMedia: ('audio' | 'video')[] = ['audio'],
): Omit<DailyEventObjectCameraError, 'action' | 'callClientId'> {
  return {
    error: refusal(blockedBy, blockedMedia),
    errorMsg: { errorMsg: 'Permission denied', audioOk: !blockedMedia.includes('audio') },
  };
}

/** A transcript app message in the provider's plain or typed form. */
function said(
  role: 'assistant' | 'user',
  transcriptType: 'partial' | 'final',
  transcript: string,
  typed = false,
): { data: string } {
  const type = typed ? `transcript[transcriptType="${transcriptType}"]` : 'transcript';
  return { data: JSON.stringify({ type, role, transcriptType, transcript }) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(maxMessages?: number) {
  const h = createHarness();
  const store = createVoiceStore(h.client, maxMessages === undefined ? {} : { maxMessages });
  const detach = store.attach();
  return { ...h, store, detach, state: () => store.getState() };
}

describe('createVoiceStore', () => {
  it('goes idle → connecting → active on listening → ended on call-end', async () => {
    const h = setup();
    expect(h.state().status).toBe('idle');
    const starting = h.state().start({ assistant: 'a' });
    expect(h.state().status).toBe('connecting');
    await vi.runAllTimersAsync();
    await starting;
    expect(h.state().status).toBe('connecting');
    h.daily.last.emit('app-message', { data: 'listening' });
    expect(h.state().status).toBe('active');
    expect(h.daily.last.reportRemoteLevels({ bot: 0.075 })).toBe(true);
    expect(h.state()).toMatchObject({ volume: 0.5, speaking: true });
    h.state().toggleMute();
    expect(h.state().muted).toBe(true);
    await h.state().stop();
    expect(h.state()).toMatchObject({ status: 'ended', muted: false, speaking: false, volume: 0 });
    expect(h.state().messages).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
  });

  it('returns to idle with the error when the start fails', async () => {
    const h = setup();
    h.webCallScript.result = { error: { status: 401, message: 'bad key', body: null } };
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    expect(h.state().status).toBe('idle');
    expect(h.state().error?.code).toBe('web-call-creation-error');
  });

  it('starts nothing in a browser that cannot call, says so, and clears it on a start that can', async () => {
    const h = createHarness();
    let support: CallSupport = { supported: false, missing: ['webrtc'] };
    const { client: real } = h;
    const client: VoiceStoreClient = {
      on: (event, listener) => real.on(event, listener),
      start: (params) => real.start(params),
      stop: () => real.stop(),
      setMuted: (muted) => real.setMuted(muted),
      isMuted: () => real.isMuted(),
      sendUserMessage: (text) => real.sendUserMessage(text),
      callSupport: () => support,
    };
    const store = createVoiceStore(client);
    store.attach();
    const statuses: string[] = [];
    store.subscribe((state) => statuses.push(state.status));
    await store.getState().start({ assistant: 'a' });
    expect(store.getState()).toMatchObject({
      status: 'idle',
      error: null,
      notice: { kind: 'browser-unsupported', missing: ['webrtc'] },
    });
    // Never connecting, and nothing asked of the provider.
    expect(statuses).not.toContain('connecting');
    expect(h.requests).toHaveLength(0);
    support = { supported: true };
    const starting = store.getState().start({ assistant: 'a' });
    expect(store.getState()).toMatchObject({ status: 'connecting', notice: null });
    await vi.runAllTimersAsync();
    await starting;
    expect(h.requests).toHaveLength(1);
  });

  it('returns to idle without an error when stopped while connecting', async () => {
    const h = setup();
    const starting = h.state().start({ assistant: 'a' });
    await vi.advanceTimersByTimeAsync(10);
    await h.state().stop();
    await starting;
    expect(h.state()).toMatchObject({ status: 'idle', error: null });
  });

  it('returns to idle on a fatal error, and mutes only while active', async () => {
    const h = setup();
    h.state().toggleMute();
    expect(h.state().muted).toBe(false);
    const starting = h.state().start({ assistant: 'a' });
    await h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    h.state().toggleMute();
    expect(h.state().muted).toBe(false);
    h.daily.last.emit('app-message', { data: 'listening' });
    h.daily.last.fail('bye', { type: 'exp-token', msg: 'Meeting token has expired' });
    expect(h.state()).toMatchObject({ status: 'idle', error: { code: 'exp-token' } });
    h.daily.last.emit('nonfatal-error', { type: 'audio-processor-error' });
  });

  it('keeps only the most recent messages and stops following after detach', async () => {
    const h = setup(2);
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    for (const n of [1, 2, 3]) {
      h.daily.last.emit('app-message', {
        data: JSON.stringify({ type: 'voice-input', input: `m${n}` }),
      });
    }
    expect(h.state().messages).toEqual([
      { type: 'voice-input', input: 'm2' },
      { type: 'voice-input', input: 'm3' },
    ]);
    h.detach();
    h.daily.last.emit('app-message', { data: 'listening' });
    expect(h.state().status).toBe('connecting');
    expect(webCall().id).toBe('call-1');
  });

  it('a start pressed again after a cancel is not undone by the first start rejecting late', async () => {
    // A client whose starts settle when the test says: the first is cancelled by the stop but
    // rejects only after the visitor has pressed Start again.
    const starts: { reject(error: unknown): void }[] = [];
    const client = {
      on: () => () => {},
      start: () =>
        new Promise<null>((_resolve, reject) => {
          starts.push({ reject });
        }),
      stop: async () => {},
      setMuted: () => {},
      isMuted: () => false,
      sendUserMessage: () => {},
    };
    const store = createVoiceStore(client);
    const first = store.getState().start({ assistant: 'a' });
    await store.getState().stop();
    expect(store.getState().status).toBe('idle');
    const second = store.getState().start({ assistant: 'a' });
    expect(store.getState().status).toBe('connecting');
    starts[0]?.reject(new VoiceClientError('start-method-error', 'the first start failed late'));
    await first;
    expect(store.getState()).toMatchObject({ status: 'connecting', error: null });
    starts[1]?.reject(new VoiceClientError('start-method-error', 'the second start failed'));
    await second;
    expect(store.getState()).toMatchObject({
      status: 'idle',
      error: { message: 'the second start failed' },
    });
  });

  it('wraps a non-VoiceClientError rejection', async () => {
    const client = {
      on: () => () => {},
      start: () => Promise.reject(new Error('boom')),
      stop: async () => {},
      setMuted: () => {},
      isMuted: () => false,
      sendUserMessage: () => {},
    };
    const store = createVoiceStore(client);
    await store.getState().start({ assistant: 'a' });
    expect(store.getState().error).toMatchObject({ code: 'start-method-error', message: 'boom' });
  });

  it('cancels a start: back to idle at once, with no error, no notice and no call object', async () => {
    const h = setup();
    h.daily.script.joinDelayMs = 5_000;
    const starting = h.state().start({ assistant: 'a' });
    await vi.advanceTimersByTimeAsync(100);
    expect(h.daily.last.joinOptions).not.toBeNull();
    const stopping = h.state().stop();
    await vi.runAllTimersAsync();
    await Promise.all([stopping, starting]);
    expect(h.state()).toMatchObject({ status: 'idle', error: null, notice: null });
    expect(h.daily.live).toBe(0);
    const again = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await again;
    expect(h.daily.instances).toHaveLength(2);
    h.daily.last.emit('app-message', { data: 'listening' });
    expect(h.state().status).toBe('active');
  });

  it.each(['user', 'browser'] as const)(
    'goes on by text when the %s refused the microphone, with the notice, until the call ends',
    async (blockedBy) => {
      const h = setup();
      // daily-js: the join goes on, with a camera-error of type permissions.
      h.daily.script.microphone = { kind: 'refused', error: refusal(blockedBy) };
      const starting = h.state().start({ assistant: 'a' });
      await vi.runAllTimersAsync();
      await starting;
      expect(h.state()).toMatchObject({
        status: 'connecting',
        input: 'text',
        error: null,
        notice: { kind: 'microphone-blocked', blockedBy },
      });
      expect(h.names()).not.toContain('call-start-failed');
      h.daily.last.emit('app-message', { data: 'listening' });
      expect(h.state()).toMatchObject({ status: 'active', input: 'text' });
      expect(h.daily.live).toBe(1);
      // Mute means nothing without a microphone.
      h.state().toggleMute();
      expect(h.state().muted).toBe(false);
      h.state().sendMessage('Are you open on Saturday?');
      expect(JSON.parse(h.daily.last.appMessages.at(-1)?.data as string)).toEqual({
        type: 'add-message',
        message: { role: 'user', content: 'Are you open on Saturday?' },
        triggerResponseEnabled: true,
      });

      await h.state().stop();
      expect(h.state()).toMatchObject({ status: 'ended', input: 'text', notice: null });
      expect(h.daily.live).toBe(0);
      h.daily.script.microphone = { kind: 'granted' };
      const again = h.state().start({ assistant: 'a' });
      expect(h.state()).toMatchObject({ input: 'voice', notice: null });
      await vi.runAllTimersAsync();
      await again;
      h.daily.last.emit('app-message', { data: 'listening' });
      expect(h.state()).toMatchObject({ status: 'active', input: 'voice', notice: null });
    },
  );

  it('goes on by text when the microphone is refused during an active call', async () => {
    const h = setup();
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    h.daily.last.emit('app-message', { data: 'listening' });
    h.state().toggleMute();
    h.daily.last.emit('camera-error', blocked('browser'));
    await vi.runAllTimersAsync();
    expect(h.state()).toMatchObject({
      status: 'active',
      input: 'text',
      muted: false,
      notice: { kind: 'microphone-blocked', blockedBy: 'browser' },
    });
    expect(h.daily.live).toBe(1);
  });

  it('starts to type: the call asks for no microphone, and the visitor’s lines show at once', async () => {
    const h = setup();
    const starting = h.state().start({ assistant: 'a' }, { microphone: false });
    expect(h.state()).toMatchObject({ status: 'connecting', input: 'text', notice: null });
    await vi.runAllTimersAsync();
    await starting;
    expect(h.daily.last.factoryOptions.audioSource).toBe(false);
    h.daily.last.emit('app-message', { data: 'listening' });
    expect(h.state()).toMatchObject({ status: 'active', input: 'text', notice: null });
    h.daily.last.emit('app-message', said('assistant', 'partial', 'How can'));
    h.state().sendMessage('  Do you fix gutters?  ');
    // Settled at once, trimmed, before what the assistant is still saying.
    expect(h.state().transcript).toEqual([
      { role: 'user', text: 'Do you fix gutters?', final: true },
      { role: 'assistant', text: 'How can', final: false },
    ]);
  });

  it('refuses a message it cannot send, and changes nothing', async () => {
    const h = setup();
    expect(() => h.state().sendMessage('hello')).toThrow(
      expect.objectContaining({ code: 'invalid-state' }),
    );
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    h.daily.last.emit('app-message', { data: 'listening' });
    const before = h.state();
    const sent = h.daily.last.appMessages.length;
    for (const text of ['', '   ', 'x'.repeat(1001), 'bell\u0007']) {
      expect(() => h.state().sendMessage(text)).toThrow(
        expect.objectContaining({ code: 'invalid-argument' }),
      );
    }
    expect(h.state()).toBe(before);
    expect(h.daily.last.appMessages).toHaveLength(sent);
  });

  it('Cancel is idle at once, while daily-js still destroys a call machine that never started', async () => {
    const h = setup();
    // In Node no answer can reach daily-js's call machine: the destroy runs its whole bound.
    h.daily.script.bundle = { kind: 'inert' };
    const starting = h.state().start({ assistant: 'a' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.state().status).toBe('connecting');
    let stopped = false;
    const stopping = h
      .state()
      .stop()
      .then(() => {
        stopped = true;
      });
    expect(h.state()).toMatchObject({ status: 'idle', error: null, notice: null });
    await vi.advanceTimersByTimeAsync(2999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    await starting;
    expect(h.state()).toMatchObject({ status: 'idle', error: null });
    expect(h.names()).not.toContain('call-start-failed');
  });

  it('a start that runs past a deadline returns to idle with the timeout as its error', async () => {
    const h = setup();
    h.daily.script.join = { kind: 'hold' };
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    expect(h.state()).toMatchObject({
      status: 'idle',
      notice: null,
      error: { code: 'timeout', stage: 'daily-call-join' },
    });
  });

  it('goes on by text on a device without a microphone, with the notice', async () => {
    const h = setup();
    // daily-js: the join goes on, with a camera-error of type not-found.
    h.daily.script.microphone = {
      kind: 'missing',
      error: { type: 'not-found', missingMedia: ['audio'], msg: 'no microphone' },
    };
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    expect(h.names()).toContain('camera-error');
    expect(h.state()).toMatchObject({
      status: 'connecting',
      input: 'text',
      error: null,
      notice: { kind: 'microphone-missing' },
    });
    expect(h.daily.live).toBe(1);
  });

  it('ignores camera errors that are not about the microphone', async () => {
    const h = setup();
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    // A refused camera (a recording call's video) is not about the microphone.
    h.daily.last.emit('camera-error', blocked('user', ['video']));
    h.daily.last.emit('app-message', { data: 'listening' });
    expect(h.state()).toMatchObject({ status: 'active', notice: null });
    expect(h.daily.live).toBe(1);
  });

  it('keeps every other start failure silent: no notice', async () => {
    const h = setup();
    h.daily.script.join = {
      kind: 'fatal',
      errorMsg: 'no room',
      error: { type: 'no-room', msg: 'The room does not exist' },
    };
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    expect(h.state()).toMatchObject({ status: 'idle', notice: null });
    expect(h.state().error?.code).toBe('no-room');
  });

  it('keeps the conversation: finals in order, one partial per speaker, finals only at the end', async () => {
    const h = setup();
    const starting = h.state().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    const call = h.daily.last;
    call.emit('app-message', { data: 'listening' });
    call.emit('app-message', said('assistant', 'partial', 'Thanks for'));
    call.emit('app-message', said('assistant', 'partial', 'Thanks for calling', true));
    expect(h.state().transcript).toEqual([
      { role: 'assistant', text: 'Thanks for calling', final: false },
    ]);
    call.emit('app-message', said('user', 'partial', 'I have'));
    call.emit('app-message', said('assistant', 'final', 'Thanks for calling Acme.', true));
    call.emit('app-message', {
      data: JSON.stringify({ type: 'conversation-update', conversation: [] }),
    });
    call.emit('app-message', { data: '{"type":"transcript","role":"user"}' });
    expect(h.state().transcript).toEqual([
      { role: 'assistant', text: 'Thanks for calling Acme.', final: true },
      { role: 'user', text: 'I have', final: false },
    ]);
    call.emit('app-message', said('user', 'final', 'I have a leak.'));
    call.emit('app-message', said('assistant', 'partial', 'Sorry to'));
    expect(h.state().transcript).toEqual([
      { role: 'assistant', text: 'Thanks for calling Acme.', final: true },
      { role: 'user', text: 'I have a leak.', final: true },
      { role: 'assistant', text: 'Sorry to', final: false },
    ]);
    await h.state().stop();
    expect(h.state().status).toBe('ended');
    expect(h.state().transcript).toEqual([
      { role: 'assistant', text: 'Thanks for calling Acme.', final: true },
      { role: 'user', text: 'I have a leak.', final: true },
    ]);

    const again = h.state().start({ assistant: 'a' });
    expect(h.state().transcript).toEqual([]);
    await vi.runAllTimersAsync();
    await again;
  });

  it('takes no transcript and no notice while idle', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const stop = vi.fn(async () => {});
    const client = {
      on(name: string, listener: (event: unknown) => void) {
        listeners.set(name, listener);
        return () => {};
      },
      start: async () => null,
      stop,
      setMuted: () => {},
      isMuted: () => false,
    };
    const store = createVoiceStore(client as unknown as VoiceStoreClient);
    store.attach();
    const transcript: ServerMessage = {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'hello',
    };
    listeners.get('message')?.(transcript);
    listeners.get('camera-error')?.({ action: 'camera-error', ...blocked('user') });
    expect(store.getState()).toMatchObject({ status: 'idle', transcript: [], notice: null });
    expect(store.getState().messages).toEqual([transcript]);
    expect(stop).not.toHaveBeenCalled();
  });
});

describe('VoiceStore.attach', () => {
  it('subscribes once however often it is called: no doubled messages or transcript', async () => {
    const h = createHarness();
    const store = createVoiceStore(h.client);
    const baseline = h.client.listenerCount();
    const first = store.attach();
    const second = store.attach();
    expect(h.client.listenerCount()).toBe(baseline + 10);
    const starting = store.getState().start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await starting;
    h.daily.last.emit('app-message', { data: 'listening' });
    h.daily.last.emit('app-message', said('user', 'final', 'Hello'));
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().transcript).toEqual([{ role: 'user', text: 'Hello', final: true }]);
    // A detach called twice counts once: the second holder keeps the subscription.
    first();
    first();
    expect(h.client.listenerCount()).toBe(baseline + 10);
    h.daily.last.emit('app-message', said('assistant', 'final', 'Hi'));
    expect(store.getState().messages).toHaveLength(2);
    expect(store.getState().transcript).toHaveLength(2);
    second();
    expect(h.client.listenerCount()).toBe(baseline);
    h.daily.last.emit('app-message', said('assistant', 'final', 'Unheard'));
    expect(store.getState().messages).toHaveLength(2);
    // And it can attach again after the last detach.
    const third = store.attach();
    expect(h.client.listenerCount()).toBe(baseline + 10);
    third();
    expect(h.client.listenerCount()).toBe(baseline);
    await h.client.stop();
  });
});
