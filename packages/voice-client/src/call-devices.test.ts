import { FakeCallObject, microphone } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle } from '../test/harness';
import { SILENT_MICROPHONE_MS } from './constants';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const USB = microphone('usb', 'USB Microphone');
const HEADSET = microphone('headset', 'Headset');
const DEFAULT = microphone('default', 'Default - USB Microphone');

/** Local levels every 100 ms for `ms`, as Daily's observer reports them. */
async function levels(
  call: { reportLocalLevel(level: number): boolean },
  level: number,
  ms: number,
) {
  for (let t = 0; t < ms; t += 100) {
    call.reportLocalLevel(level);
    await vi.advanceTimersByTimeAsync(100);
  }
}

/** Starts a call, then waits for its device module (an import(), real time) to attach. */
async function startWithDevices(h: ReturnType<typeof createHarness>) {
  const result = await startAndSettle(h);
  await vi.waitFor(() =>
    expect(h.daily.last.callsTo('startLocalAudioLevelObserver')).toEqual([[100]]),
  );
  return result;
}

const of = <T extends { name: string; args: readonly unknown[] }>(events: T[], name: string) =>
  events.filter((event) => event.name === name).map((event) => [...event.args]);

describe('silent microphone', () => {
  it('reports a microphone at zero for 4 s of the live call, and clears it when a level rises', async () => {
    const h = createHarness();
    await startWithDevices(h);
    const call = h.daily.last;
    await levels(call, 0, SILENT_MICROPHONE_MS - 200);
    expect(of(h.events, 'microphone-silence')).toEqual([]);
    await levels(call, 0, 300);
    expect(of(h.events, 'microphone-silence')).toEqual([[true]]);
    await levels(call, 0.2, 100);
    expect(of(h.events, 'microphone-silence')).toEqual([[true], [false]]);
    await h.client.stop();
  });

  it('is cleared when the assistant speaks, and not counted while it does or while muted', async () => {
    const h = createHarness();
    await startWithDevices(h);
    const call = h.daily.last;
    await levels(call, 0, SILENT_MICROPHONE_MS + 100);
    call.reportRemoteLevels({ bot: 0.5 });
    expect(of(h.events, 'microphone-silence')).toEqual([[true], [false]]);
    // Speaking for 5 s: the visitor listens.
    for (let t = 0; t < 5000; t += 100) {
      call.reportRemoteLevels({ bot: 0.5 });
      call.reportLocalLevel(0);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(of(h.events, 'microphone-silence')).toHaveLength(2);
    h.client.setMuted(true);
    await levels(call, 0, 8000);
    expect(of(h.events, 'microphone-silence')).toHaveLength(2);
    await h.client.stop();
  });

  it('emits nothing after the call ends', async () => {
    const h = createHarness();
    await startWithDevices(h);
    const call = h.daily.last;
    await levels(call, 0, 3000);
    await h.client.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(of(h.events, 'microphone-silence')).toEqual([]);
  });

  it('goes on with the call where the local observer is not supported', async () => {
    // daily-js throws at once where the browser has no AudioWorkletNode.
    const observer = vi
      .spyOn(FakeCallObject.prototype, 'startLocalAudioLevelObserver')
      .mockImplementation(() => {
        throw new Error('startLocalAudioLevelObserver() is not supported on this browser');
      });
    const h = createHarness();
    expect(await startAndSettle(h)).toMatchObject({ status: 'fulfilled' });
    await vi.waitFor(() => expect(observer).toHaveBeenCalledWith(100));
    observer.mockRestore();
    await vi.waitFor(() => expect(h.logger.warnings).toHaveLength(1));
    expect(of(h.events, 'error')).toEqual([]);
    expect(h.client.callState).toBe('joined');
    await h.client.stop();
  });
});

describe('microphones', () => {
  it('lists the inputs and the one in use once joined', async () => {
    const h = createHarness(
      {},
      { devices: [DEFAULT, USB, HEADSET, { ...USB, kind: 'audiooutput' }] },
    );
    await startWithDevices(h);
    await vi.waitFor(() => expect(h.names()).toContain('microphones'));
    expect(of(h.events, 'microphones')).toEqual([
      [
        [
          { deviceId: 'default', label: 'Default - USB Microphone' },
          { deviceId: 'usb', label: 'USB Microphone' },
          { deviceId: 'headset', label: 'Headset' },
        ],
        'default',
      ],
    ]);
    expect(h.client.callState).toBe('joined');
    await h.client.stop();
  });

  it('switches the input mid-call without ending the call', async () => {
    const h = createHarness({}, { devices: [DEFAULT, USB, HEADSET] });
    await startWithDevices(h);
    const call = h.daily.last;
    await h.client.setInputDevices({ audioDeviceId: 'headset' });
    expect(call.callsTo('setInputDevicesAsync')).toEqual([[{ audioDeviceId: 'headset' }]]);
    expect(of(h.events, 'microphones').at(-1)?.[1]).toBe('headset');
    expect(h.names()).not.toContain('call-end');
    expect(call.callsTo('leave')).toEqual([]);
    await h.client.stop();
  });

  it('follows a device change, and falls back to the default when the input in use goes', async () => {
    const h = createHarness({}, { devices: [DEFAULT, USB, HEADSET] });
    await startWithDevices(h);
    const call = h.daily.last;
    await h.client.setInputDevices({ audioDeviceId: 'headset' });
    call.changeDevices([DEFAULT, USB, HEADSET, microphone('webcam', 'Webcam')]);
    expect(of(h.events, 'microphones').at(-1)).toEqual([
      expect.arrayContaining([{ deviceId: 'webcam', label: 'Webcam' }]),
      'headset',
    ]);
    call.changeDevices([DEFAULT, USB]);
    expect(of(h.events, 'microphones').at(-1)).toEqual([
      [
        { deviceId: 'default', label: 'Default - USB Microphone' },
        { deviceId: 'usb', label: 'USB Microphone' },
      ],
      'default',
    ]);
    expect(call.callsTo('setInputDevicesAsync').at(-1)).toEqual([{ audioDeviceId: 'default' }]);
    await vi.runAllTimersAsync();
    expect(h.names()).not.toContain('call-end');
    await h.client.stop();
  });
});
