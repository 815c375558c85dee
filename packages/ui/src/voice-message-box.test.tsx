import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoiceMessageBox } from './voice-message-box';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Type a message' }) as HTMLInputElement;

describe('VoiceMessageBox', () => {
  it('sends on Enter, clears the box and keeps focus in it for the next message', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<VoiceMessageBox onSend={onSend} />);
    expect(box().placeholder).toBe('Type a message');
    expect(box().maxLength).toBe(1000);
    await user.click(box());
    await user.keyboard('What are your hours?{Enter}');
    expect(onSend).toHaveBeenCalledWith('What are your hours?');
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
    await user.keyboard('And prices?{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('And prices?');
  });

  it('sends with the Send button too, and gives focus back to the box', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<VoiceMessageBox onSend={onSend} />);
    await user.type(box(), 'Book me for Thursday');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Book me for Thursday');
    expect(document.activeElement).toBe(box());
  });

  it('sends nothing for a box of spaces', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<VoiceMessageBox onSend={onSend} />);
    await user.type(box(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box().value).toBe('   ');
  });

  it('keeps a refused text and says why, politely, until the visitor edits it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => {
      throw new Error('A message cannot contain control characters (U+0009 at position 4).');
    });
    render(<VoiceMessageBox onSend={onSend} />);
    await user.type(box(), 'Hi there{Enter}');
    expect(box().value).toBe('Hi there');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    const refusal = document.getElementById(box().getAttribute('aria-describedby') ?? '');
    expect(refusal?.textContent).toBe(
      'A message cannot contain control characters (U+0009 at position 4).',
    );
    expect(refusal?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.type(box(), '!');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(refusal?.textContent).toBe('');
  });

  it('takes its text from props', () => {
    render(<VoiceMessageBox onSend={() => {}} text={{ label: 'Écrire', send: 'Envoyer' }} />);
    expect(screen.getByRole('textbox', { name: 'Écrire' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDefined();
  });
});
