import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallCaptionsProps } from './call-captions';
import { VoiceNoticeLine } from './voice-notice-line';
import { VoiceWidget, VoiceWidgetFrame } from './voice-widget';
import { VoiceWidgetCallAids } from './voice-widget-call-aids';

afterEach(cleanup);
// jsdom has no canvas; the visualiser then reports through onError and draws nothing.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('VoiceWidget', () => {
  it('shows the title, idle subtitle and an enabled Start with an assistant id', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    const onStartIntent = vi.fn();
    render(
      <VoiceWidget
        status="idle"
        assistantId="a-1"
        onStart={onStart}
        onStartIntent={onStartIntent}
      />,
    );
    expect(screen.getByRole('heading', { name: 'AI Voice Assistant' })).toBeDefined();
    expect(screen.getByText('Click to start a voice conversation')).toBeDefined();
    expect(buttonNames()).toEqual(['Start Voice Chat']);
    await user.click(screen.getByRole('button', { name: 'Start Voice Chat' }));
    expect(onStartIntent).toHaveBeenCalled();
    expect(onStart).toHaveBeenCalledOnce();
  });

  it.each([undefined, null, ''])('disables Start when the assistant id is %j', (assistantId) => {
    render(<VoiceWidget status="idle" assistantId={assistantId} />);
    expect(screen.getByRole('button', { name: 'Start Voice Chat' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('reports start intent on focus', async () => {
    const user = userEvent.setup();
    const onStartIntent = vi.fn();
    render(<VoiceWidget status="idle" assistantId="a-1" onStartIntent={onStartIntent} />);
    await user.tab();
    expect(onStartIntent).toHaveBeenCalled();
  });

  it('shows a busy Connecting to assistant... and Cancel while connecting', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    render(<VoiceWidget status="connecting" assistantId="a-1" onStop={onStop} />);
    expect(screen.getByRole('button', { name: 'Connecting to assistant...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('Connecting to assistant...');
    expect(buttonNames()).toEqual(['Connecting to assistant...', 'Cancel']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('keeps keyboard focus on the controls: Cancel while connecting, then Start again', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<VoiceWidget status="idle" assistantId="a-1" />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Start Voice Chat');
    rerender(<VoiceWidget status="connecting" assistantId="a-1" />);
    expect(document.activeElement?.textContent).toBe('Cancel');
    rerender(<VoiceWidget status="idle" assistantId="a-1" />);
    expect(document.activeElement?.textContent).toBe('Start Voice Chat');
    rerender(<VoiceWidget status="connecting" assistantId="a-1" />);
    rerender(<VoiceWidget status="active" assistantId="a-1" />);
    expect(document.activeElement?.textContent).toBe('End Call');
    rerender(<VoiceWidget status="ended" assistantId="a-1" />);
    expect(document.activeElement?.textContent).toBe('Get Call Summary');
  });

  it('leaves focus alone when the visitor had moved it elsewhere', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <VoiceWidget status="idle" assistantId="a-1" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Elsewhere');
    rerender(
      <>
        <VoiceWidget status="connecting" assistantId="a-1" />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(document.activeElement?.textContent).toBe('Elsewhere');
  });

  it('leaves focus alone when the visitor clicked outside the controls', async () => {
    const user = userEvent.setup();
    const page = (status: 'idle' | 'connecting') => (
      <>
        <VoiceWidget status={status} assistantId="a-1" />
        <p>Some text</p>
      </>
    );
    const { rerender } = render(page('idle'));
    await user.tab();
    await user.click(screen.getByText('Some text'));
    expect(document.activeElement).toBe(document.body);
    rerender(page('connecting'));
    expect(document.activeElement).toBe(document.body);
  });

  it.each([
    ['user', 'You blocked the microphone, so we can’t hear you. Type your messages instead.'],
    [
      'browser',
      'Your browser blocked the microphone, so we can’t hear you. Type your messages instead.',
    ],
  ] as const)(
    'says in one polite line, during the call, that the %s blocked the microphone',
    (blockedBy, text) => {
      const { container, rerender } = render(
        <VoiceWidget status="active" assistantId="a-1" onSendMessage={() => {}} />,
      );
      const region = container.querySelector('.org-voice__stage ~ [aria-live="polite"]');
      expect(region?.textContent).toBe('');
      rerender(
        <VoiceWidget
          status="active"
          input="text"
          assistantId="a-1"
          notice={{ kind: 'microphone-blocked', blockedBy }}
          onSendMessage={() => {}}
        />,
      );
      expect(container.querySelector('.org-voice__stage ~ [aria-live="polite"]')).toBe(region);
      expect(region?.textContent).toBe(text);
      expect(region?.className).toBe('org-voice__notice');
      expect(screen.queryAllByRole('alert')).toEqual([]);
      // The way on is there: the message box, and no Mute.
      expect(screen.getByRole('textbox', { name: 'Type a message' })).toBeDefined();
      expect(buttonNames()).toEqual(['Send', 'End Call']);
    },
  );

  it('says in one polite line that the device has no microphone', () => {
    const { container } = render(
      <VoiceWidget status="active" assistantId="a-1" notice={{ kind: 'microphone-missing' }} />,
    );
    const region = container.querySelector('.org-voice__notice');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe(
      'We couldn’t find a microphone, so we can’t hear you. Type your messages instead.',
    );
  });

  it('says while reconnecting that the call goes on, with a yellow dot and the call kept', () => {
    const transcript = [{ role: 'assistant', text: 'How can I help?', final: true }] as const;
    const { container, rerender } = render(
      <VoiceWidget
        status="active"
        assistantId="a-1"
        muted
        connection="reconnecting"
        notice={{ kind: 'microphone-missing' }}
        transcript={transcript}
        onSendMessage={() => {}}
      />,
    );
    const region = container.querySelector('.org-voice__notice');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe(
      'Reconnecting… the call will continue when your connection is back.',
    );
    expect(container.querySelector('.org-status-dot')?.getAttribute('data-state')).toBe(
      'connecting',
    );
    expect(container.querySelector('.org-voice')?.getAttribute('data-connection')).toBe(
      'reconnecting',
    );
    // The call as it was: its captions, the message box, Unmute and End Call.
    expect(screen.getByText('How can I help?')).toBeDefined();
    expect(buttonNames()).toEqual(['Send', 'Unmute', 'End Call']);
    // Back: the line goes, and the notice it stood in front of returns.
    rerender(
      <VoiceWidget
        status="active"
        assistantId="a-1"
        muted
        connection="ok"
        notice={{ kind: 'microphone-missing' }}
        transcript={transcript}
        onSendMessage={() => {}}
      />,
    );
    expect(region?.textContent).toBe(
      'We couldn’t find a microphone, so we can’t hear you. Type your messages instead.',
    );
    expect(container.querySelector('.org-status-dot')?.getAttribute('data-state')).toBe('active');
    expect(container.querySelector('.org-voice')?.hasAttribute('data-connection')).toBe(false);
  });

  it('hints quietly at a weak connection, and says a dropped call was the connection', () => {
    const { container, rerender } = render(
      <VoiceWidget status="active" assistantId="a-1" connection="weak" />,
    );
    const region = () => container.querySelector('.org-voice__notice')?.textContent;
    expect(region()).toBe('Your connection is weak, so the call may break up.');
    rerender(<VoiceWidget status="ended" assistantId="a-1" dropped />);
    expect(region()).toBe('The call dropped because the connection was lost.');
    expect(buttonNames()).toEqual(['Start Voice Chat', 'Get Call Summary']);
    // Outside a call the connection says nothing.
    rerender(<VoiceWidget status="idle" assistantId="a-1" connection="reconnecting" />);
    expect(container.querySelector('.org-voice__notice')).toBeNull();
  });

  it('says in one polite line that the browser cannot call, linking to the contact page', () => {
    const notice = { kind: 'browser-unsupported', missing: ['webrtc'] } as const;
    const { container, rerender } = render(
      <VoiceWidget status="idle" assistantId="a-1" notice={notice} contactHref="/contact" />,
    );
    const region = container.querySelector('.org-voice__notice');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe(
      "This browser can't make voice calls. Open this page in a recent Chrome, Edge, Firefox or Safari. Or send us a message.",
    );
    expect(screen.getByRole('link', { name: 'Or send us a message' }).getAttribute('href')).toBe(
      '/contact',
    );
    // Without a contact page, the line alone.
    rerender(<VoiceWidget status="idle" assistantId="a-1" notice={notice} />);
    expect(screen.queryByRole('link', { name: 'Or send us a message' })).toBeNull();
    expect(region?.textContent).toMatch(/Firefox or Safari\.$/);
  });

  it('adds a polite "Still connecting..." once connecting lasts, and drops it when it ends', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<VoiceWidget status="connecting" assistantId="a-1" />);
      const line = () => screen.queryByText('Still connecting...');
      act(() => vi.advanceTimersByTime(4999));
      expect(line()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(line()?.getAttribute('aria-live')).toBe('polite');
      expect(line()?.className).toBe('org-voice__progress');
      rerender(<VoiceWidget status="idle" assistantId="a-1" />);
      expect(line()).toBeNull();
      // A new start counts afresh, with the delay it is given.
      rerender(<VoiceWidget status="connecting" assistantId="a-1" stillConnectingAfterMs={1000} />);
      expect(line()).toBeNull();
      act(() => vi.advanceTimersByTime(1000));
      expect(line()).not.toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows captions while active: settled lines in the log, the line in progress outside it', () => {
    render(
      <VoiceWidget
        status="active"
        assistantId="a-1"
        transcript={[
          { role: 'assistant', text: 'Thanks for calling.', final: true },
          { role: 'user', text: 'I have a', final: false },
        ]}
      />,
    );
    const log = screen.getByRole('log', { name: 'Live captions' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toBe('Assistant: Thanks for calling.');
    // The words said are isolated in the line (a <bdi>); the line holds the speaker too.
    const inProgress = screen.getByText('I have a').closest('.org-captions__line');
    expect(inProgress?.textContent).toBe('You: I have a');
    expect(log.contains(inProgress ?? null)).toBe(false);
  });

  it('keeps the final transcript beside Get Call Summary once ended', () => {
    render(
      <VoiceWidget
        status="ended"
        assistantId="a-1"
        transcript={[
          { role: 'assistant', text: 'Thanks for calling.', final: true },
          { role: 'user', text: 'Bye.', final: true },
          { role: 'user', text: 'and', final: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Transcript' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Assistant: Thanks for calling.', 'You: Bye.']);
    expect(screen.getByRole('heading', { name: 'Transcript', level: 3 })).toBeDefined();
    expect(screen.queryByRole('log')).toBeNull();
    expect(buttonNames()).toEqual(['Start Voice Chat', 'Get Call Summary']);
  });

  it('offers Mute and End Call while active', async () => {
    const user = userEvent.setup();
    const onToggleMute = vi.fn();
    const onStop = vi.fn();
    render(
      <VoiceWidget status="active" assistantId="a-1" onToggleMute={onToggleMute} onStop={onStop} />,
    );
    expect(screen.getByText('Speaking with your AI receptionist...')).toBeDefined();
    expect(buttonNames()).toEqual(['Mute', 'End Call']);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await user.click(screen.getByRole('button', { name: 'End Call' }));
    expect(onToggleMute).toHaveBeenCalledOnce();
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('labels the toggle Unmute while muted', () => {
    render(<VoiceWidget status="active" assistantId="a-1" muted />);
    expect(buttonNames()).toEqual(['Unmute', 'End Call']);
  });

  it('offers Get Call Summary and a new call once ended', async () => {
    const user = userEvent.setup();
    const onRequestSummary = vi.fn();
    render(<VoiceWidget status="ended" assistantId="a-1" onRequestSummary={onRequestSummary} />);
    expect(buttonNames()).toEqual(['Start Voice Chat', 'Get Call Summary']);
    await user.click(screen.getByRole('button', { name: 'Get Call Summary' }));
    expect(onRequestSummary).toHaveBeenCalledOnce();
  });

  it('exposes the status as data-state on the widget region', () => {
    render(<VoiceWidget status="ended" />);
    expect(
      screen.getByRole('region', { name: 'AI Voice Assistant' }).getAttribute('data-state'),
    ).toBe('ended');
  });

  describe('disclosure line', () => {
    const disclosure = 'You’ll talk with an AI assistant, and the call may be recorded.';
    const line = () => screen.queryByText(disclosure, { exact: false });

    it('shows under Start before a call, while connecting and after one, never during it', () => {
      const { rerender } = render(<VoiceWidget status="idle" assistantId="a-1" />);
      const start = () => screen.getByRole('button', { name: /^(Start Voice Chat|Connecting)/ });
      expect(line()?.textContent).toBe(disclosure);
      expect(start().getAttribute('aria-describedby')).toBe(line()?.id);
      rerender(<VoiceWidget status="connecting" assistantId="a-1" />);
      expect(start().getAttribute('aria-describedby')).toBe(line()?.id);
      rerender(<VoiceWidget status="active" assistantId="a-1" />);
      expect(line()).toBeNull();
      rerender(<VoiceWidget status="ended" assistantId="a-1" />);
      expect(start().getAttribute('aria-describedby')).toBe(line()?.id);
    });

    it('links to privacyHref, and has no link without it', () => {
      const { rerender } = render(<VoiceWidget status="idle" privacyHref="/privacy" />);
      const link = screen.getByRole('link', { name: 'How we handle your data' });
      expect(link.getAttribute('href')).toBe('/privacy');
      expect(line()?.textContent).toBe(`${disclosure} How we handle your data`);
      rerender(<VoiceWidget status="idle" />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(line()?.textContent).toBe(disclosure);
    });

    it('keeps focus in the controls when the call starts while its link has focus', async () => {
      const user = userEvent.setup();
      const { rerender } = render(
        <VoiceWidget status="connecting" assistantId="a-1" privacyHref="/privacy" />,
      );
      await user.tab();
      await user.tab();
      expect(document.activeElement?.textContent).toBe('How we handle your data');
      rerender(<VoiceWidget status="active" assistantId="a-1" privacyHref="/privacy" />);
      expect(document.activeElement?.textContent).toBe('End Call');
    });
  });

  it('uses replaced text', () => {
    render(<VoiceWidget status="idle" text={{ title: 'Talk to Acme', start: 'Call now' }} />);
    expect(screen.getByRole('heading', { name: 'Talk to Acme' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Call now' })).toBeDefined();
  });
});

const MICROPHONES = [
  { deviceId: 'a', label: 'Built-in Microphone' },
  { deviceId: 'b', label: 'USB Headset' },
];

/** Lets a test change the aids' own state without rendering the widget again. */
let setAids: (aids: { audioBlocked?: boolean; microphones?: typeof MICROPHONES }) => void;
/** Call aids holding their state themselves, as a page's `useCallAids` subscriber would. */
function SelfUpdatingAids() {
  const [aids, set] = useState<{ audioBlocked?: boolean; microphones?: typeof MICROPHONES }>({
    audioBlocked: true,
    microphones: MICROPHONES,
  });
  setAids = set;
  return <VoiceWidgetCallAids {...aids} />;
}

describe('VoiceWidget: type or talk', () => {
  it("offers 'Type instead' beside Start, when given, before and after a call", async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    const onStartTyping = vi.fn();
    const onStartIntent = vi.fn();
    const { rerender } = render(
      <VoiceWidget
        status="idle"
        assistantId="a-1"
        onStart={onStart}
        onStartTyping={onStartTyping}
        onStartIntent={onStartIntent}
      />,
    );
    expect(buttonNames()).toEqual(['Start Voice Chat', 'Type instead']);
    const typeInstead = screen.getByRole('button', { name: 'Type instead' });
    expect(typeInstead.getAttribute('aria-describedby')).toBe(
      screen.getByRole('button', { name: 'Start Voice Chat' }).getAttribute('aria-describedby'),
    );
    await user.click(typeInstead);
    expect(onStartIntent).toHaveBeenCalled();
    expect(onStartTyping).toHaveBeenCalledOnce();
    expect(onStart).not.toHaveBeenCalled();
    rerender(<VoiceWidget status="connecting" assistantId="a-1" onStartTyping={onStartTyping} />);
    expect(buttonNames()).not.toContain('Type instead');
    rerender(<VoiceWidget status="ended" assistantId="a-1" onStartTyping={onStartTyping} />);
    expect(buttonNames()).toContain('Type instead');
    rerender(<VoiceWidget status="idle" assistantId="" onStartTyping={onStartTyping} />);
    expect(
      (screen.getByRole('button', { name: 'Type instead' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    rerender(<VoiceWidget status="idle" assistantId="a-1" />);
    expect(buttonNames()).toEqual(['Start Voice Chat']);
  });

  it('shows the message box in the call, in the tab order before Mute and End Call', async () => {
    const user = userEvent.setup();
    const onSendMessage = vi.fn();
    const { rerender } = render(
      <VoiceWidget status="active" assistantId="a-1" onSendMessage={onSendMessage} />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Type a message' }));
    await user.keyboard('Do you fix gutters?{Enter}');
    expect(onSendMessage).toHaveBeenCalledWith('Do you fix gutters?');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Mute');
    for (const status of ['idle', 'connecting', 'ended'] as const) {
      rerender(<VoiceWidget status={status} assistantId="a-1" onSendMessage={onSendMessage} />);
      expect(screen.queryByRole('textbox')).toBeNull();
    }
    rerender(<VoiceWidget status="active" assistantId="a-1" />);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('moves focus from the box to Get Call Summary when the call ends while the visitor types', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <VoiceWidget status="active" assistantId="a-1" onSendMessage={() => {}} />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Type a message' }));
    rerender(<VoiceWidget status="ended" assistantId="a-1" onSendMessage={() => {}} />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get Call Summary' })),
    );
  });

  it('has no Mute in a call by text', () => {
    render(<VoiceWidget status="active" input="text" assistantId="a-1" />);
    expect(buttonNames()).toEqual(['End Call']);
  });
});

describe('VoiceWidget callAids', () => {
  const aids = <VoiceWidgetCallAids audioBlocked microphones={MICROPHONES} />;

  it('renders the call aids only while active', () => {
    const { rerender } = render(<VoiceWidget status="idle" assistantId="a-1" callAids={aids} />);
    const tap = () => screen.queryByRole('button', { name: 'Tap to hear the assistant' });
    expect(tap()).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    rerender(<VoiceWidget status="connecting" assistantId="a-1" callAids={aids} />);
    expect(tap()).toBeNull();
    rerender(<VoiceWidget status="active" assistantId="a-1" callAids={aids} />);
    expect(tap()).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeDefined();
    rerender(<VoiceWidget status="ended" assistantId="a-1" callAids={aids} />);
    expect(tap()).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('puts the call aids in the controls, before Mute and End Call', () => {
    const { container } = render(<VoiceWidget status="active" callAids={aids} />);
    expect(buttonNames()).toEqual(['Tap to hear the assistant', 'Mute', 'End Call']);
    const controls = container.querySelector('.org-voice__controls');
    const mute = screen.getByRole('button', { name: 'Mute' });
    const select = screen.getByRole('combobox', { name: 'Microphone' });
    expect(controls?.contains(select)).toBe(true);
    expect(select.compareDocumentPosition(mute) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(controls?.firstElementChild?.textContent).toBe('Tap to hear the assistant');
  });

  it('moves focus to End Call when the focused Tap to hear the assistant goes', async () => {
    const user = userEvent.setup();
    render(<VoiceWidget status="active" callAids={<SelfUpdatingAids />} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Tap to hear the assistant');
    act(() => setAids({ audioBlocked: false, microphones: MICROPHONES }));
    expect(screen.queryByRole('button', { name: 'Tap to hear the assistant' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('End Call'));
  });

  it('moves focus to End Call when the focused microphone list goes', async () => {
    const user = userEvent.setup();
    const page = (microphones: typeof MICROPHONES) => (
      <VoiceWidget status="active" callAids={<VoiceWidgetCallAids microphones={microphones} />} />
    );
    const { rerender } = render(page(MICROPHONES));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Microphone' }));
    rerender(page(MICROPHONES.slice(0, 1)));
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('End Call'));
  });

  it('never gives focus to a control that appears', async () => {
    const user = userEvent.setup();
    render(<VoiceWidget status="active" callAids={<SelfUpdatingAids />} />);
    act(() => setAids({}));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Mute');
    act(() => setAids({ audioBlocked: true, microphones: MICROPHONES }));
    await act(async () => {});
    expect(document.activeElement?.textContent).toBe('Mute');
    expect(screen.getByRole('button', { name: 'Tap to hear the assistant' })).toBeDefined();
  });

  it('leaves focus alone when a control goes while focus is outside the controls', async () => {
    const user = userEvent.setup();
    render(
      <>
        <VoiceWidget status="active" callAids={<SelfUpdatingAids />} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => setAids({}));
    await act(async () => {});
    expect(document.activeElement?.textContent).toBe('Elsewhere');
  });

  it('stops watching the controls once unmounted', () => {
    const disconnect = vi.spyOn(MutationObserver.prototype, 'disconnect');
    const { unmount } = render(<VoiceWidget status="active" callAids={aids} />);
    expect(disconnect).not.toHaveBeenCalled();
    unmount();
    expect(disconnect).toHaveBeenCalledOnce();
    disconnect.mockRestore();
  });
});

/** The props each render of {@link RecordingCaptions} received. */
const seen: CallCaptionsProps[] = [];
/** A stand-in for CallCaptions that records what the frame passes it. */
function RecordingCaptions(props: CallCaptionsProps) {
  seen.push(props);
  return <p>captions: {props.mode}</p>;
}

describe('VoiceWidgetFrame', () => {
  const lines = [{ role: 'assistant', text: 'Thanks for calling.', final: true }] as const;
  beforeEach(() => {
    seen.length = 0;
  });

  it('renders the Captions it is given during and after the call, as VoiceWidget does', () => {
    const { rerender } = render(
      <VoiceWidgetFrame
        status="active"
        transcript={lines}
        text={{
          captions: {
            liveLabel: 'Captions',
            transcriptTitle: 'Said',
            speakers: { assistant: 'A', user: 'U' },
          },
        }}
        headingLevel={3}
        Captions={RecordingCaptions}
      />,
    );
    expect(screen.getByText('captions: live')).toBeDefined();
    expect(seen.at(-1)).toEqual({
      className: 'org-voice__captions',
      mode: 'live',
      lines,
      text: {
        liveLabel: 'Captions',
        transcriptTitle: 'Said',
        speakers: { assistant: 'A', user: 'U' },
      },
      headingLevel: 4,
    });
    rerender(<VoiceWidgetFrame status="ended" transcript={lines} Captions={RecordingCaptions} />);
    expect(screen.getByText('captions: transcript')).toBeDefined();
    expect(seen.at(-1)?.headingLevel).toBe(3);
  });

  it.each(['idle', 'connecting'] as const)('renders no captions while %s', (status) => {
    render(<VoiceWidgetFrame status={status} transcript={lines} Captions={RecordingCaptions} />);
    expect(seen).toEqual([]);
  });

  it('shows the rest of the widget without Captions (before they have loaded)', () => {
    render(<VoiceWidgetFrame status="active" transcript={lines} />);
    expect(buttonNames()).toEqual(['Mute', 'End Call']);
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.queryByText('Thanks for calling.')).toBeNull();
  });
});

describe('VoiceWidgetFrame notices', () => {
  const notice = { kind: 'microphone-missing' } as const;

  it('renders the notice with the Notice it is given, its text overrides and contactHref passed on', () => {
    const { container } = render(
      <VoiceWidgetFrame
        status="idle"
        assistantId="a-1"
        notice={{ kind: 'browser-unsupported', missing: ['webrtc'] }}
        contactHref="/contact"
        text={{ notices: { browserUnsupported: 'No calls here.' } }}
        Notice={VoiceNoticeLine}
      />,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.className).toBe('org-voice__notice');
    expect(region?.textContent).toBe('No calls here. Or send us a message.');
  });

  it('keeps the live region, empty and hidden, without a Notice (before it has loaded)', () => {
    const { container } = render(
      <VoiceWidgetFrame status="idle" assistantId="a-1" notice={notice} />,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.className).toBe('org-visually-hidden');
    expect(region?.textContent).toBe('');
  });
});
