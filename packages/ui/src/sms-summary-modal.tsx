'use client';

import { type FormEvent, useId } from 'react';
import { Button } from './button';
import { InputField } from './input-field';
import { Modal } from './modal';
import { isCompletePhoneNumber, sanitizePhoneDigits } from './phone-digits';
import { useControllableState } from './use-controllable-state';

/** Text of the {@link SmsSummaryModal}; the defaults are the /demo page's wording. */
export interface SmsSummaryModalText {
  title: string;
  description?: string;
  label: string;
  hint: string;
  send: string;
  decline: string;
  close: string;
}

/** Default {@link SmsSummaryModalText}. */
export const defaultSmsSummaryModalText: SmsSummaryModalText = {
  title: 'Send Call Summary',
  label: 'Phone Number',
  hint: 'Enter 10 digits (no spaces or dashes)',
  send: 'Send Summary',
  decline: 'No Thanks',
  close: 'Close',
};

/** Props of {@link SmsSummaryModal}. */
export interface SmsSummaryModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close; it closes itself after Send and No Thanks. */
  onOpenChange?: (open: boolean) => void;
  /** Called with exactly 10 digits when Send Summary is pressed. */
  onSend: (phoneNumber: string) => void;
  /** Called when No Thanks is pressed (the site then offers the e-mail modal). */
  onDecline?: () => void;
  /** Controlled digits; the modal only ever reports sanitised values. */
  value?: string;
  /** Uncontrolled starting digits; sanitised. Cleared each time the modal closes. */
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
  text?: Partial<SmsSummaryModalText>;
}

interface SmsFormProps
  extends Pick<SmsSummaryModalProps, 'value' | 'defaultValue' | 'onValueChange'> {
  copy: SmsSummaryModalText;
  onSend: (digits: string) => void;
  onDecline: () => void;
}

// A separate component so its state lives inside the dialog content, which unmounts on close:
// reopening (after a failed send, say) starts empty.
function SmsForm({
  value,
  defaultValue = '',
  onValueChange,
  copy,
  onSend,
  onDecline,
}: SmsFormProps) {
  const [digits, setDigits] = useControllableState({
    value,
    defaultValue: sanitizePhoneDigits(defaultValue),
    onChange: onValueChange,
  });
  const formId = useId();
  const complete = isCompletePhoneNumber(digits);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A controlled value reaches here as the parent wrote it, not through the sanitiser.
    if (complete) onSend(sanitizePhoneDigits(digits));
  };
  return (
    <form id={formId} className="org-summary-form" onSubmit={submit} noValidate>
      <InputField
        type="tel"
        label={copy.label}
        hint={copy.hint}
        name="phoneNumber"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        // No maxLength: the browser would cut a pasted '+1 (555) 123-4567' to its first ten
        // characters before the digits could be picked out of it.
        onChange={(event) => setDigits(sanitizePhoneDigits(event.currentTarget.value))}
        data-state={complete ? 'complete' : 'incomplete'}
      />
      <div className="org-modal__actions">
        <Button variant="secondary" onClick={onDecline}>
          {copy.decline}
        </Button>
        <Button type="submit" disabled={!complete}>
          {copy.send}
        </Button>
      </div>
    </form>
  );
}

/**
 * The 'Send Call Summary' modal that asks for a phone number. Non-digits are stripped as the
 * visitor types or pastes, at most 10 digits are kept, and Send Summary is enabled only at
 * exactly 10 (`data-state="complete"` on the input). Send and No Thanks close the modal.
 *
 * @example
 * ```tsx
 * <SmsSummaryModal
 *   open={step === 'sms'}
 *   onOpenChange={(open) => !open && setStep('closed')}
 *   onSend={(phoneNumber) => sendSummary({ contactType: 'phone', phoneNumber })}
 *   onDecline={() => setStep('email')}
 * />
 * ```
 */
export function SmsSummaryModal({
  open,
  defaultOpen = false,
  onOpenChange,
  onSend,
  onDecline,
  value,
  defaultValue,
  onValueChange,
  text,
}: SmsSummaryModalProps) {
  const copy = { ...defaultSmsSummaryModalText, ...text };
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      title={copy.title}
      description={copy.description}
      closeLabel={copy.close}
    >
      <SmsForm
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        copy={copy}
        onSend={(digits) => {
          onSend(digits);
          setOpen(false);
        }}
        onDecline={() => {
          setOpen(false);
          onDecline?.();
        }}
      />
    </Modal>
  );
}
