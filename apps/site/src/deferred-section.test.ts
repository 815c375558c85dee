import { describe, expect, it, vi } from 'vitest';
import { deferredSection } from './deferred-section';

function Section() {
  return null;
}

describe('deferredSection', () => {
  it('imports nothing until asked, then imports once however often it is asked', async () => {
    const load = vi.fn(async () => Section);
    const section = deferredSection(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    await Promise.all([section.load(), section.load()]);
    await section.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed import on to whoever waits for it', async () => {
    const failure = new Error('chunk unavailable');
    const section = deferredSection(() => Promise.reject(failure));
    await expect(section.load()).rejects.toBe(failure);
  });
});
