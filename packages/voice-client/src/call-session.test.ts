// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle } from '../test/harness';

class FakeMediaStream {
  constructor(readonly tracks: unknown[]) {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const audio = { kind: 'audio' } as MediaStreamTrack;
const bot = { local: false, session_id: 'bot' };

describe('CallSession audio', () => {
  it("plays the assistant's audio, tells it so, and removes the element when it leaves", async () => {
    const h = createHarness();
    await startAndSettle(h);
    const call = h.daily.last;
    h.client.setOutputVolume(0.5);
    call.emit('track-started', { participant: { local: true, session_id: 'me' }, track: audio });
    call.emit('track-started', { participant: null, track: audio });
    call.emit('track-started', { participant: bot, track: audio });
    call.emit('track-started', { participant: bot, track: { kind: 'other' } });
    await vi.runAllTimersAsync();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(document.querySelector('audio')?.volume).toBe(0.5);
    expect(call.appMessages.map((m) => m.data)).toEqual(['playable']);
    call.emit('participant-left', { participant: bot });
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('removes every element on stop, and keeps the output volume for the next call', async () => {
    const h = createHarness();
    h.client.setOutputVolume(0.2);
    await startAndSettle(h);
    h.daily.last.emit('track-started', { participant: bot, track: audio });
    await vi.runAllTimersAsync();
    await h.client.stop();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    await startAndSettle(h);
    h.daily.last.emit('track-started', { participant: bot, track: audio });
    await vi.runAllTimersAsync();
    expect(document.querySelector('audio')?.volume).toBe(0.2);
    await h.client.stop();
  });

  it('reports refused playback as a non-fatal error', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(new Error('NotAllowedError'));
    const h = createHarness();
    await startAndSettle(h);
    h.daily.last.emit('track-started', { participant: bot, track: audio });
    await vi.runAllTimersAsync();
    const error = h.events.find((e) => e.name === 'error');
    expect(error?.args[0]).toMatchObject({ fatal: false, error: { code: 'audio-playback-error' } });
  });

  it('sends nothing when the call ends while playback starts', async () => {
    let resolvePlay = () => {};
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementationOnce(
      () => new Promise<void>((resolve) => (resolvePlay = resolve)),
    );
    const h = createHarness();
    await startAndSettle(h);
    const call = h.daily.last;
    call.emit('track-started', { participant: bot, track: audio });
    await h.client.stop();
    resolvePlay();
    await vi.runAllTimersAsync();
    expect(call.appMessages).toEqual([]);
  });
});
