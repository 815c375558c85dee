import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, webCall } from '../../test/harness';
import { createVoiceStore } from './voice-store';

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
    h.daily.last.emit('remote-participants-audio-level', {
      participantsAudioLevel: { bot: 0.075 },
    });
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
    h.daily.last.emit('error', { errorMsg: 'bye', error: { type: 'exp-token' } });
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

  it('wraps a non-VoiceClientError rejection', async () => {
    const client = {
      on: () => () => {},
      start: () => Promise.reject(new Error('boom')),
      stop: async () => {},
      setMuted: () => {},
      isMuted: () => false,
    };
    const store = createVoiceStore(client);
    await store.getState().start({ assistant: 'a' });
    expect(store.getState().error).toMatchObject({ code: 'start-method-error', message: 'boom' });
  });
});
