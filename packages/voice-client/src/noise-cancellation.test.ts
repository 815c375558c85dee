import { describe, expect, it, vi } from 'vitest';
import { noiseCancellationOn, recoverFromAudioProcessorError } from './noise-cancellation';

describe('noise cancellation', () => {
  it('is turned on with the noise-cancellation processor', () => {
    expect(noiseCancellationOn()).toEqual({ audio: { processor: { type: 'noise-cancellation' } } });
  });

  it('recovers from an audio processor error: processor none first, then the microphone on', async () => {
    const order: string[] = [];
    const call = {
      updateInputSettings: vi.fn(async (settings: unknown) => {
        order.push(`settings ${JSON.stringify(settings)}`);
      }),
    };
    await recoverFromAudioProcessorError(call, () => order.push('microphone on'));
    expect(order).toEqual(['settings {"audio":{"processor":{"type":"none"}}}', 'microphone on']);
  });

  it('leaves the microphone alone when noise cancellation could not be switched off', async () => {
    const refused = new Error('KrispInitError: Canceled');
    const enable = vi.fn();
    const call = { updateInputSettings: vi.fn(() => Promise.reject(refused)) };
    await expect(recoverFromAudioProcessorError(call, enable)).rejects.toBe(refused);
    expect(enable).not.toHaveBeenCalled();
  });
});
