import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module each test: daily-js's verdict is module state, recorded once per page.
async function load() {
  vi.resetModules();
  return { ...(await import('./call-support')), ...(await import('./daily-verdict')) };
}

/** A browser with what a call needs, as Chromium, Firefox and Safari have it on HTTPS. */
function stubCallingBrowser() {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('RTCPeerConnection', class RTCPeerConnection {});
  vi.stubGlobal('navigator', {
    userAgent: 'test',
    mediaDevices: { getUserMedia: async () => ({}) },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callSupport', () => {
  it('says supported where the browser has WebRTC and getUserMedia on a secure page', async () => {
    stubCallingBrowser();
    const { callSupport } = await load();
    expect(callSupport()).toEqual({ supported: true });
  });

  it('names what is missing: no RTCPeerConnection (WebKitGTK), no getUserMedia, not HTTPS', async () => {
    stubCallingBrowser();
    vi.stubGlobal('RTCPeerConnection', undefined);
    const { callSupport } = await load();
    expect(callSupport()).toEqual({ supported: false, missing: ['webrtc'] });
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { userAgent: 'test' });
    expect(callSupport()).toEqual({
      supported: false,
      missing: ['secure-context', 'webrtc', 'microphone'],
    });
  });

  // Each requirement alone: a browser that has all of a call's media API but one piece.
  it('lacks only a secure context on a page served over plain HTTP', async () => {
    stubCallingBrowser();
    vi.stubGlobal('isSecureContext', false);
    const { callSupport } = await load();
    expect(callSupport()).toEqual({ supported: false, missing: ['secure-context'] });
  });

  it('counts a scope that does not say whether it is secure (no isSecureContext) as secure', async () => {
    stubCallingBrowser();
    vi.stubGlobal('isSecureContext', undefined);
    const { callSupport } = await load();
    expect(callSupport()).toEqual({ supported: true });
  });

  it('lacks only WebRTC where RTCPeerConnection is missing or is not a constructor', async () => {
    for (const peer of [undefined, {}]) {
      stubCallingBrowser();
      vi.stubGlobal('RTCPeerConnection', peer);
      const { callSupport } = await load();
      expect(callSupport()).toEqual({ supported: false, missing: ['webrtc'] });
    }
  });

  it('lacks only the microphone without mediaDevices, or with mediaDevices but no getUserMedia', async () => {
    for (const mediaDevices of [undefined, {}, { getUserMedia: 'not a function' }]) {
      stubCallingBrowser();
      vi.stubGlobal('navigator', { userAgent: 'test', mediaDevices });
      const { callSupport } = await load();
      expect(callSupport()).toEqual({ supported: false, missing: ['microphone'] });
    }
  });

  it('lacks only the browser when daily-js alone says no', async () => {
    stubCallingBrowser();
    const { callSupport, noteDailySupport } = await load();
    noteDailySupport(false);
    expect(callSupport()).toEqual({ supported: false, missing: ['browser'] });
  });

  it('outside a browser (no navigator, no window), lacks both WebRTC and the microphone', async () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('RTCPeerConnection', undefined);
    const { callSupport } = await load();
    const support = callSupport();
    expect(support.supported).toBe(false);
    expect(!support.supported && support.missing).toEqual(
      expect.arrayContaining(['webrtc', 'microphone']),
    );
  });

  it("adds daily-js's own verdict once daily-js has given it", async () => {
    stubCallingBrowser();
    const { callSupport, noteDailySupport } = await load();
    noteDailySupport(true);
    expect(callSupport()).toEqual({ supported: true });
    noteDailySupport(false);
    expect(callSupport()).toEqual({ supported: false, missing: ['browser'] });
  });
});
