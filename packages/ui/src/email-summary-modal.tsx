'use client';

import type { FormEvent } from 'react';
import { Button } from './button';
import { isEmailShape } from './email-shape';
import { InputField } from './input-field';
import { Modal } from './modal';
import { useControllableState } from './use-controllable-state';

/** Text of the {@link EmailSummaryModal}; the defaults are the /demo page's wording. */
export interface EmailSummaryModalText {
  title: string;
  description?: string;
  label: string;
  hint: string;
  send: string;
  close: string;
}

/** Default {@link EmailSummaryModalText}. */
export const defaultEmailSummaryModalText: EmailSummaryModalText = {
  title: 'Send Call Summary',
  label: 'Email Address',
  hint: 'Enter a valid email address',
  send: 'Send Summary',
  close: 'Close',
};

/** Props of {@link EmailSummaryModal}. */
export interface EmailSummaryModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close; it closes itself after Send. */
  onOpenChange?: (open: boolean) => void;
  /** Called with the trimmed address when Send Summary is pressed. */
  onSend: (emailAddress: string) => void;
  /** Controlled address. */
  value?: string;
  /** Uncontrolled starting address. Cleared each time the modal closes. */
  defaultValue?: string;
  onValueChange?: (emailAddress: string) => void;
  text?: Partial<EmailSummaryModalText>;
}

interface EmailFormProps
  extends Pick<EmailSummaryModalProps, 'value' | 'defaultValue' | 'onValueChange'> {
  copy: EmailSummaryModalText;
  onSend: (emailAddress: string) => void;
}

// Its state lives inside the dialog content, which unmounts on close, so reopening starts empty.
function EmailForm({ value, defaultValue = '', onValueChange, copy, onSend }: EmailFormProps) {
  const [address, setAddress] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const valid = isEmailShape(address);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) onSend(address.trim());
  };
  return (
    <form className="org-summary-form" onSubmit={submit} noValidate>
      <InputField
        type="email"
        label={copy.label}
        hint={copy.hint}
        name="emailAddress"
        autoComplete="email"
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
        data-state={valid ? 'complete' : 'incomplete'}
      />
      <div className="org-modal__actions">
        <Button type="submit" disabled={!valid}>
          {copy.send}
        </Button>
      </div>
    </form>
  );
}

/**
 * The e-mail variant of the call-summary modal, offered after No Thanks. Send Summary is enabled
 * only when the address has the basic shape `x@y.z` (`data-state="complete"` on the input);
 * sending closes the modal.
 *
 * @example
 * ```tsx
 * <EmailSummaryModal
 *   open={step === 'email'}
 *   onOpenChange={(open) => !open && setStep('closed')}
 *   onSend={(emailAddress) => sendSummary({ contactType: 'email', emailAddress })}
 * />
 * ```
 */
export function EmailSummaryModal({
  open,
  defaultOpen = false,
  onOpenChange,
  onSend,
  value,
  defaultValue,
  onValueChange,
  text,
}: EmailSummaryModalProps) {
  const copy = { ...defaultEmailSummaryModalText, ...text };
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
      <EmailForm
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        copy={copy}
        onSend={(address) => {
          onSend(address);
          setOpen(false);
        }}
      />
    </Modal>
  );
}
