'use client';

import { USER_MESSAGE_MAX_LENGTH } from '@org/voice-client/controls';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from './button';
import { classNames } from './class-names';

/** Text of {@link VoiceMessageBox}; the defaults are the /demo page's wording. */
export interface VoiceMessageBoxText {
  /** The input's label (read by screen readers) and placeholder. */
  label: string;
  /** The send button. */
  send: string;
}

/** Default {@link VoiceMessageBoxText}. */
export const defaultVoiceMessageBoxText: VoiceMessageBoxText = {
  label: 'Type a message',
  send: 'Send',
};

/** Props of {@link VoiceMessageBox}. */
export interface VoiceMessageBoxProps {
  /**
   * Sends `text` (as typed; the client trims it) to the assistant: `@org/voice-client/react`'s
   * `sendMessage`, say. It may throw: the error's message then shows under the box, and the
   * text stays for the visitor to fix.
   */
  onSend: (text: string) => void;
  text?: Partial<VoiceMessageBoxText>;
  className?: string;
}

/**
 * The visitor's way to write to the assistant during a call: a labelled one-line input and a
 * Send button, in a form, so that Enter sends. A sent message clears the box and focus stays in
 * it, ready for the next; the conversation shows the line (the captions' log announces it once).
 * A box with only spaces sends nothing. A refusal (`onSend` threw: a control character, say)
 * keeps the text and says why, in a polite live region tied to the input. The input takes at
 * most `USER_MESSAGE_MAX_LENGTH` characters, the client's rule.
 *
 * For {@link VoiceWidgetFrame}'s `MessageBox`: a page that loads its call engine lazily can load
 * this with it, since it shows only during a call.
 *
 * @example
 * ```tsx
 * <VoiceMessageBox onSend={(text) => store.getState().sendMessage(text)} />
 * ```
 */
export function VoiceMessageBox({ onSend, text, className }: VoiceMessageBoxProps) {
  const copy = { ...defaultVoiceMessageBoxText, ...text };
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const refusalId = useId();

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A click on Send moved focus to it: the next message is typed in the box.
    input.current?.focus();
    if (value.trim() === '') return;
    try {
      onSend(value);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    setValue('');
    setRefusal(null);
  };

  return (
    <form className={classNames('org-voice__row org-voice__message', className)} onSubmit={send}>
      <label htmlFor={inputId} className="org-visually-hidden">
        {copy.label}
      </label>
      <input
        ref={input}
        id={inputId}
        className="org-field__control"
        type="text"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setRefusal(null);
        }}
        placeholder={copy.label}
        maxLength={USER_MESSAGE_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusalId}
      />
      <Button type="submit" variant="secondary">
        {copy.send}
      </Button>
      <p
        id={refusalId}
        className={refusal ? 'org-voice__message-refusal' : 'org-visually-hidden'}
        aria-live="polite"
      >
        {refusal ?? ''}
      </p>
    </form>
  );
}
