// @vitest-environment jsdom
import { act, StrictMode, useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../test/harness';
import { withTestRoot } from '../../test/react-root';
import type { StartParams } from '../start-params';
import { useVoiceStore, useVoiceWidget, type VoiceWidgetBinding } from './use-voice-widget';
import { createVoiceStore, type VoiceStoreClient, type VoiceStoreOptions } from './voice-store';

type Props = {
  client: VoiceStoreClient;
  params: StartParams | null;
  options?: VoiceStoreOptions;
  onRender(binding: VoiceWidgetBinding): void;
};

function Widget({ client, params, options, onRender }: Props) {
  const binding = useVoiceWidget(client, params, options);
  onRender(binding);
  return <span>{binding.status}</span>;
}

function Status({
  client,
  onRender,
}: {
  client: VoiceStoreClient;
  onRender(status: string): void;
}) {
  const store = useMemo(() => createVoiceStore(client), [client]);
  onRender(useVoiceStore(store, (state) => state.status));
  return null;
}

const root = withTestRoot();

describe('useVoiceWidget', () => {
  it('drives the widget under StrictMode with one set of listeners and one call', async () => {
    const h = createHarness();
    const baseline = h.client.listenerCount();
    let binding: VoiceWidgetBinding | undefined;
    const onRender = (next: VoiceWidgetBinding) => {
      binding = next;
    };
    act(() =>
      root.render(
        <StrictMode>
          <Widget client={h.client} params={{ assistant: 'a' }} onRender={onRender} />
        </StrictMode>,
      ),
    );
    expect(root.container.textContent).toBe('idle');
    expect(h.client.listenerCount()).toBe(baseline + 10);
    await act(async () => {
      binding?.onStart();
      await vi.runAllTimersAsync();
    });
    expect(root.container.textContent).toBe('connecting');
    expect(h.daily.instances).toHaveLength(1);
    act(() => h.daily.last.emit('app-message', { data: 'listening' }));
    expect(root.container.textContent).toBe('active');
    act(() =>
      h.daily.last.emit('app-message', {
        data: JSON.stringify({
          type: 'transcript[transcriptType="final"]',
          role: 'assistant',
          transcript: 'Hello!',
        }),
      }),
    );
    expect(binding).toMatchObject({
      notice: null,
      transcript: [{ role: 'assistant', text: 'Hello!', final: true }],
    });
    act(() => binding?.onToggleMute());
    expect(binding?.muted).toBe(true);
    await act(async () => {
      binding?.onStop();
      await vi.runAllTimersAsync();
    });
    expect(root.container.textContent).toBe('ended');
    act(() =>
      root.render(
        <StrictMode>
          <Widget client={h.client} params={null} onRender={onRender} />
        </StrictMode>,
      ),
    );
    act(() => binding?.onStart());
    expect(root.container.textContent).toBe('ended');
    root.unmount();
    expect(h.client.listenerCount()).toBe(baseline);
    root.remount();
  });

  it('ends the call when the widget unmounts', async () => {
    const h = createHarness();
    let binding: VoiceWidgetBinding | undefined;
    act(() =>
      root.render(
        <Widget
          client={h.client}
          params={{ assistant: 'a' }}
          options={{ maxMessages: 5 }}
          onRender={(next) => {
            binding = next;
          }}
        />,
      ),
    );
    await act(async () => {
      binding?.onStart();
      await vi.runAllTimersAsync();
    });
    expect(h.daily.live).toBe(1);
    root.unmount();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(h.daily.live).toBe(0);
    root.remount();
  });
});

describe('useVoiceStore', () => {
  it('selects a slice of the store', () => {
    const h = createHarness();
    let status = '';
    act(() =>
      root.render(
        <Status
          client={h.client}
          onRender={(next) => {
            status = next;
          }}
        />,
      ),
    );
    expect(status).toBe('idle');
  });
});
