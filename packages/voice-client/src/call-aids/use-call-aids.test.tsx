// @vitest-environment jsdom
import { microphone } from '@org/daily-fake';
import { act, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle } from '../../test/harness';
import { withMediaPlayback } from '../../test/media-playback';
import { withTestRoot } from '../../test/react-root';
import { type CallView, viewOf } from '../call-view';
import type { CallAids } from './call-aids';
import { SILENT_MICROPHONE_MS } from './microphone-silence';
import {
  type CallAidsBinding,
  useAttachedCallAids,
  useCallAids,
  useCallAidsBinding,
} from './use-call-aids';

withMediaPlayback();

const root = withTestRoot();
const DEVICES = [microphone('default', 'Default'), microphone('usb', 'USB Microphone')];

type Harness = ReturnType<typeof createHarness>;

function Aids({
  client,
  onRender,
  onWarning,
}: {
  client: Harness['client'];
  onRender(binding: CallAidsBinding): void;
  onWarning?: (message: string, cause: unknown) => void;
}) {
  onRender(useCallAids(client, { onWarning }));
  return null;
}

/** Reads aids made by someone else. */
function Reader({
  aids,
  onRender,
}: {
  aids: CallAids | null;
  onRender(binding: CallAidsBinding): void;
}) {
  onRender(useCallAidsBinding(aids));
  return null;
}

/** Makes the aids, and hands them to a reader, as a page split in two parts would. */
function Owner({
  client,
  onRender,
}: {
  client: Harness['client'];
  onRender(binding: CallAidsBinding): void;
}) {
  return <Reader aids={useAttachedCallAids(client)} onRender={onRender} />;
}

async function live(h: Harness) {
  await act(() => startAndSettle(h));
  await act(async () => {
    h.daily.last.emit('app-message', { data: 'listening', fromId: 'bot' });
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('useCallAids', () => {
  it('follows the call under StrictMode with one set of listeners, and lets go on unmount', async () => {
    const h = createHarness({}, { devices: DEVICES });
    const view = viewOf(h.client) as CallView;
    const baseline = view.listenerCount();
    let binding: CallAidsBinding | undefined;
    act(() =>
      root.render(
        <StrictMode>
          <Aids client={h.client} onRender={(b) => (binding = b)} />
        </StrictMode>,
      ),
    );
    // The engine's status, speech-start, speech-end, trouble, local-level, devices and
    // camera-error: once each.
    expect(view.listenerCount()).toBe(baseline + 7);
    await live(h);
    expect(binding?.microphones.map((mic) => mic.deviceId)).toEqual(['default', 'usb']);
    await act(async () => {
      for (let t = 0; t <= SILENT_MICROPHONE_MS; t += 100) {
        h.daily.last.reportLocalLevel(0);
        await vi.advanceTimersByTimeAsync(100);
      }
    });
    expect(binding?.microphoneSilent).toBe(true);
    await act(async () => {
      binding?.onSelectMicrophone('usb');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(binding?.microphoneId).toBe('usb');
    root.unmount();
    expect(view.listenerCount()).toBe(baseline);
    await act(() => h.client.stop());
  });

  it('tells onWarning (the latest one) when a switch fails, and plays refused audio on a tap', async () => {
    const h = createHarness({}, { devices: DEVICES });
    const warnings: string[] = [];
    let binding: CallAidsBinding | undefined;
    const render = (tag: string) =>
      act(() =>
        root.render(
          <Aids
            client={h.client}
            onRender={(b) => (binding = b)}
            onWarning={(message) => warnings.push(`${tag}: ${message}`)}
          />,
        ),
      );
    render('first');
    render('second');
    await live(h);
    vi.spyOn(h.daily.last, 'setInputDevicesAsync').mockRejectedValueOnce(new Error('busy'));
    await act(async () => {
      binding?.onSelectMicrophone('usb');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(warnings).toEqual(['second: Could not switch the microphone']);
    expect(binding?.microphoneId).toBe('default');

    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockRejectedValueOnce(Object.assign(new Error('gesture'), { name: 'NotAllowedError' }));
    await act(async () => {
      h.daily.last.emit('track-started', {
        participant: { local: false, session_id: 'bot', user_name: 'Vapi Speaker' },
        track: { kind: 'audio' } as MediaStreamTrack,
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(binding?.audioBlocked).toBe(true);
    await act(async () => {
      binding?.onResumeAudio();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(binding?.audioBlocked).toBe(false);
    expect(play).toHaveBeenCalledTimes(2);
    await act(() => h.client.stop());
  });

  it('binds aids made elsewhere, and the state of no call without them', async () => {
    const h = createHarness();
    let binding: CallAidsBinding | undefined;
    act(() => root.render(<Reader aids={null} onRender={(b) => (binding = b)} />));
    expect(binding).toMatchObject({
      microphoneSilent: false,
      microphones: [],
      audioBlocked: false,
    });
    // Nothing to act on: neither throws.
    binding?.onResumeAudio();
    binding?.onSelectMicrophone('usb');
    act(() => root.render(<Owner client={h.client} onRender={(b) => (binding = b)} />));
    await live(h);
    expect(binding?.microphones).toEqual([{ deviceId: 'default', label: 'Default - Microphone' }]);
    await act(() => h.client.stop());
  });
});
