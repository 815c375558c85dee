import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultVoiceWidgetCallAidsText,
  type MicrophoneOption,
  VoiceWidgetCallAids,
} from './voice-widget-call-aids';

afterEach(cleanup);

const silent = 'We can’t hear you. Check that your microphone isn’t muted, or choose another one.';
const MICROPHONES: readonly MicrophoneOption[] = [
  { deviceId: 'default', label: 'Default - Built-in Microphone' },
  { deviceId: 'usb', label: 'USB Headset' },
  { deviceId: 'bt', label: 'Bluetooth Earbuds' },
];

/** The polite live region of the silent-microphone line. */
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

describe('VoiceWidgetCallAids', () => {
  it('renders no control and an empty, hidden live region by default', () => {
    const { container } = render(<VoiceWidgetCallAids />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
    const region = liveRegion(container);
    expect(region?.textContent).toBe('');
    expect(region?.className).toBe('org-visually-hidden');
  });

  it('says the microphone is silent in the same polite live region, which exists from mount', () => {
    const { container, rerender } = render(<VoiceWidgetCallAids microphoneSilent={false} />);
    const region = liveRegion(container);
    expect(region).not.toBeNull();
    rerender(<VoiceWidgetCallAids microphoneSilent />);
    expect(liveRegion(container)).toBe(region);
    expect(region?.textContent).toBe(silent);
    expect(region?.className).toBe('org-voice__row org-voice__notice');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    rerender(<VoiceWidgetCallAids />);
    expect(liveRegion(container)).toBe(region);
    expect(region?.textContent).toBe('');
  });

  it('says in that region what the call goes on with once the input in use was unplugged', () => {
    const { container, rerender } = render(
      <VoiceWidgetCallAids microphoneSilent microphoneLost="switched" />,
    );
    expect(liveRegion(container)?.textContent).toBe(
      'Your microphone was disconnected, so the call switched to the default one.',
    );
    rerender(<VoiceWidgetCallAids microphoneLost="gone" />);
    expect(liveRegion(container)?.textContent).toBe(
      'Your microphone was disconnected, so we can’t hear you. Type your messages instead.',
    );
    expect(liveRegion(container)?.className).toBe('org-voice__row org-voice__notice');
    rerender(<VoiceWidgetCallAids microphoneSilent />);
    expect(liveRegion(container)?.textContent).toBe(silent);
  });

  it('offers Tap to hear the assistant while audio is blocked, which calls onResumeAudio', async () => {
    const user = userEvent.setup();
    const onResumeAudio = vi.fn();
    const { rerender } = render(<VoiceWidgetCallAids audioBlocked onResumeAudio={onResumeAudio} />);
    const button = screen.getByRole('button', { name: 'Tap to hear the assistant' });
    expect(button.className).toBe('org-button org-button--primary org-button--full org-voice__row');
    await user.click(button);
    expect(onResumeAudio).toHaveBeenCalledOnce();
    rerender(<VoiceWidgetCallAids audioBlocked={false} onResumeAudio={onResumeAudio} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows no microphone list with fewer than two microphones', () => {
    const { rerender } = render(<VoiceWidgetCallAids microphones={[]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    rerender(<VoiceWidgetCallAids microphones={MICROPHONES.slice(0, 1)} microphoneId="default" />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Microphone')).toBeNull();
  });

  it('lists two or more microphones in a select labelled Microphone, the one in use selected', () => {
    render(<VoiceWidgetCallAids microphones={MICROPHONES} microphoneId="usb" />);
    const select = screen.getByRole('combobox', { name: 'Microphone' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['default', 'Default - Built-in Microphone'],
      ['usb', 'USB Headset'],
      ['bt', 'Bluetooth Earbuds'],
    ]);
    expect(select.value).toBe('usb');
  });

  it('reports the picked deviceId through onSelectMicrophone', async () => {
    const user = userEvent.setup();
    const onSelectMicrophone = vi.fn();
    render(
      <VoiceWidgetCallAids
        microphones={MICROPHONES}
        microphoneId="default"
        onSelectMicrophone={onSelectMicrophone}
      />,
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Microphone' }),
      'Bluetooth Earbuds',
    );
    expect(onSelectMicrophone).toHaveBeenCalledExactlyOnceWith('bt');
  });

  it('names a microphone without a label by its position', () => {
    render(
      <VoiceWidgetCallAids
        microphones={[
          { deviceId: 'a', label: '' },
          { deviceId: 'b', label: 'USB Headset' },
          { deviceId: 'c', label: '' },
        ]}
        text={{ microphoneLabel: 'Mic' }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Mic' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mic 1', 'USB Headset', 'Mic 3']);
  });

  it('shows every aid at once: the button first, then the silent line, then the list', () => {
    const { container } = render(
      <VoiceWidgetCallAids microphoneSilent microphones={MICROPHONES} audioBlocked />,
    );
    expect([...container.children].map((child) => child.tagName)).toEqual(['BUTTON', 'P', 'DIV']);
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeDefined();
    expect(screen.getByText(silent)).toBeDefined();
  });

  it('never takes focus when its controls appear', () => {
    const { rerender } = render(<VoiceWidgetCallAids />);
    rerender(<VoiceWidgetCallAids audioBlocked microphones={MICROPHONES} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('uses replaced text and keeps the defaults of the rest', () => {
    render(
      <VoiceWidgetCallAids
        audioBlocked
        microphoneSilent
        text={{ resumeAudio: 'Play the assistant' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Play the assistant' })).toBeDefined();
    expect(screen.getByText(defaultVoiceWidgetCallAidsText.microphoneSilent)).toBeDefined();
  });
});
