import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceWidget } from './voice-widget';

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

  it('shows a busy Connecting to assistant... while connecting', () => {
    render(<VoiceWidget status="connecting" assistantId="a-1" />);
    expect(screen.getByRole('button', { name: 'Connecting to assistant...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('Connecting to assistant...');
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

  it('uses replaced text', () => {
    render(<VoiceWidget status="idle" text={{ title: 'Talk to Acme', start: 'Call now' }} />);
    expect(screen.getByRole('heading', { name: 'Talk to Acme' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Call now' })).toBeDefined();
  });
});
