import { afterEach, beforeEach, vi } from 'vitest';

/** A `MediaStream` for jsdom, which has none: it keeps the tracks it was given. */
export class FakeMediaStream {
  constructor(readonly tracks: unknown[]) {}
}

/**
 * Registers hooks that give each test of the file a page that plays audio: `MediaStream` as
 * {@link FakeMediaStream}, `HTMLMediaElement.play()` resolving (a test may make one reject with
 * `vi.mocked(HTMLMediaElement.prototype.play)`) and `pause()` doing nothing; afterwards the
 * stubs are undone and the page's elements removed.
 */
export function withMediaPlayback(): void {
  beforeEach(() => {
    vi.stubGlobal('MediaStream', FakeMediaStream);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });
}
