import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCallSupport } from './demo-call-support';
import { DEMO_TEST_SEAM_GLOBAL } from './test-seam';

/** A browser on a secure page with the microphone API, and WebRTC or not. */
function stubBrowser({ webrtc }: { webrtc: boolean }) {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('RTCPeerConnection', webrtc ? class RTCPeerConnection {} : undefined);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => ({}) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('demoCallSupport', () => {
  it("is the browser's own check for a call on daily-js", () => {
    stubBrowser({ webrtc: true });
    expect(demoCallSupport()).toEqual({ supported: true });
    stubBrowser({ webrtc: false });
    expect(demoCallSupport()).toEqual({ supported: false, missing: ['webrtc'] });
  });

  it("needs nothing of the browser for a call on a test seam's call object", () => {
    stubBrowser({ webrtc: false });
    vi.stubEnv('VITE_TEST_SEAMS', 'true');
    vi.stubGlobal(DEMO_TEST_SEAM_GLOBAL, { createCallObject: () => ({}) });
    expect(demoCallSupport()).toEqual({ supported: true });
  });

  it('keeps the check for a seam without a call object, and in a build without seams', () => {
    stubBrowser({ webrtc: false });
    vi.stubEnv('VITE_TEST_SEAMS', 'true');
    vi.stubGlobal(DEMO_TEST_SEAM_GLOBAL, {});
    expect(demoCallSupport().supported).toBe(false);
    vi.stubEnv('VITE_TEST_SEAMS', 'false');
    vi.stubGlobal(DEMO_TEST_SEAM_GLOBAL, { createCallObject: () => ({}) });
    expect(demoCallSupport().supported).toBe(false);
  });
});
