// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { withMediaPlayback } from '../test/media-playback';
import { AudioOutput } from './audio-output';

withMediaPlayback();

const track = { kind: 'audio' } as MediaStreamTrack;
const players = () => [...document.querySelectorAll('audio')];

describe('AudioOutput', () => {
  it('plays each participant through one element and removes it', async () => {
    const output = new AudioOutput();
    output.setVolume(0.3);
    await output.play('bot', track);
    await output.play('bot', track);
    await output.play('other', track);
    expect(players()).toHaveLength(2);
    expect(players()[0]?.volume).toBe(0.3);
    expect(players()[0]?.dataset.participantId).toBe('bot');
    output.setVolume(0.6);
    expect(players().every((p) => p.volume === 0.6)).toBe(true);
    output.remove('bot');
    output.remove('missing');
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    output.dispose();
    expect(players()).toHaveLength(0);
  });

  it('sends elements to the chosen output device', async () => {
    const setSinkId = vi.fn(async () => {});
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', {
      value: setSinkId,
      configurable: true,
    });
    const output = new AudioOutput();
    await output.play('bot', track);
    await output.setSinkId('speaker');
    await output.play('late', track);
    expect(setSinkId.mock.calls).toEqual([['speaker'], ['speaker']]);
    output.dispose();
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'setSinkId');
  });

  it('removes the element when playback is refused', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(new Error('NotAllowedError'));
    const output = new AudioOutput();
    await expect(output.play('bot', track)).rejects.toThrow('NotAllowedError');
    expect(players()).toHaveLength(0);
  });

  it('does not play an element removed while its device was being set', async () => {
    let release = () => {};
    const setSinkId = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', {
      value: setSinkId,
      configurable: true,
    });
    const output = new AudioOutput();
    await output.setSinkId('speaker');
    const playing = output.play('bot', track);
    output.dispose();
    release();
    await playing;
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'setSinkId');
  });

  it('resolves with the element once it plays', async () => {
    const output = new AudioOutput();
    const player = await output.play('bot', track);
    expect(player).toBe(players()[0]);
    expect(player?.isConnected).toBe(true);
  });

  it('an element removed while it starts resolves null, even when the browser rejects its play()', async () => {
    // Chromium rejects a pending play() with an AbortError when the element is paused.
    let interrupt: (error: Error) => void = () => {};
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementationOnce(
      () => new Promise((_resolve, reject) => (interrupt = reject)),
    );
    const output = new AudioOutput();
    const playing = output.play('bot', track);
    output.remove('bot');
    interrupt(
      new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'),
    );
    await expect(playing).resolves.toBeNull();
    expect(players()).toHaveLength(0);
  });

  it("a newer track's element replaces one still starting, which then resolves null", async () => {
    let finishFirst = () => {};
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementationOnce(
      () => new Promise<void>((resolve) => (finishFirst = resolve)),
    );
    const output = new AudioOutput();
    const first = output.play('bot', track);
    const second = await output.play('bot', track);
    finishFirst();
    await expect(first).resolves.toBeNull();
    expect(players()).toEqual([second]);
  });
});
