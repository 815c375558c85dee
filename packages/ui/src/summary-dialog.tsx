'use client';

import { type FormEvent, useId } from 'react';
import { Button } from './button';
import { InputField, type InputFieldProps } from './input-field';
import { Modal } from './modal';
import { useControllableState } from './use-controllable-state';

/** Where the summary dialogs' privacy link points unless `privacyHref` says otherwise. */
export const DEFAULT_PRIVACY_HREF = '/privacy/';

/** Text every call-summary dialog has; the SMS and e-mail dialogs' `…Text` types extend it. */
export interface SummaryModalText {
  title: string;
  description?: string;
  label: string;
  hint: string;
  /**
   * The line under the field, before Send Summary: what will be sent and how (for the SMS
   * dialog, the opt-in wording a text needs). Read as part of the field's description.
   */
  notice: string;
  /** The text of the link to `privacyHref` that ends {@link notice}. */
  privacyLink: string;
  send: string;
  close: string;
}

/** Props both call-summary dialogs take. */
export interface SummaryModalProps<Text extends SummaryModalText> {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close; it closes itself after it sends. */
  onOpenChange?: (open: boolean) => void;
  /** Called with the value as it is sent when Send Summary is pressed. */
  onSend: (value: string) => void;
  /** Controlled value. */
  value?: string;
  /** Uncontrolled starting value. Cleared each time the modal closes. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  text?: Partial<Text>;
  /** The privacy page the notice links to; defaults to `'/privacy/'`. */
  privacyHref?: string;
}

/** What sets one summary dialog's field apart: its input, and the rules its value follows. */
export interface SummaryField {
  input: Required<Pick<InputFieldProps, 'type' | 'name' | 'autoComplete'>> &
    Pick<InputFieldProps, 'inputMode'>;
  /** What the field keeps of a typed value and of the starting one. */
  keep: (value: string) => string;
  /** Whether Send Summary is enabled (`data-state="complete"` on the input). */
  isComplete: (value: string) => boolean;
  /** What Send Summary reports of the value; a controlled one reaches it as the parent wrote it. */
  toSent: (value: string) => string;
}

/** Text of a summary dialog that has a decline button (the SMS one's No Thanks). */
type DialogText = SummaryModalText & { decline?: string };

interface SummaryDialogProps<Text extends DialogText> extends SummaryModalProps<Text> {
  /** Called after the dialog closed on the decline button; shown only when the text has one. */
  onDecline?: (() => void) | undefined;
  defaults: Text;
  field: SummaryField;
}

interface SummaryFormProps
  extends Pick<SummaryModalProps<DialogText>, 'value' | 'defaultValue' | 'onValueChange'> {
  copy: DialogText;
  field: SummaryField;
  privacyHref: string;
  onSend: (value: string) => void;
  onDecline: () => void;
}

// A separate component so its state lives inside the dialog content, which unmounts on close:
// reopening (after a failed send, say) starts empty.
function SummaryForm({
  value,
  defaultValue = '',
  onValueChange,
  copy,
  field,
  privacyHref,
  onSend,
  onDecline,
}: SummaryFormProps) {
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue: field.keep(defaultValue),
    onChange: onValueChange,
  });
  const noticeId = useId();
  const complete = field.isComplete(current);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) onSend(field.toSent(current));
  };
  return (
    <form className="org-summary-form" onSubmit={submit} noValidate>
      <InputField
        {...field.input}
        label={copy.label}
        hint={copy.hint}
        // After the hint, so that a screen reader hears the field's rule first, then the notice.
        aria-describedby={noticeId}
        value={current}
        onChange={(event) => setCurrent(field.keep(event.currentTarget.value))}
        data-state={complete ? 'complete' : 'incomplete'}
      />
      <p id={noticeId} className="org-summary-form__notice">
        {copy.notice} <a href={privacyHref}>{copy.privacyLink}</a>
      </p>
      <div className="org-modal__actions">
        {copy.decline !== undefined && (
          <Button variant="secondary" onClick={onDecline}>
            {copy.decline}
          </Button>
        )}
        <Button type="submit" disabled={!complete}>
          {copy.send}
        </Button>
      </div>
    </form>
  );
}

/**
 * The one shape of the call-summary dialogs: a modal with a title, one field with its hint, the
 * notice line linking to the privacy page (part of the field's description), an optional decline
 * button and Send Summary. Sending and declining close it. `SmsSummaryModal` and
 * `EmailSummaryModal` are this dialog with their own text and {@link SummaryField}.
 */
export function SummaryDialog<Text extends DialogText>({
  open,
  defaultOpen = false,
  onOpenChange,
  onSend,
  onDecline,
  text,
  privacyHref = DEFAULT_PRIVACY_HREF,
  defaults,
  ...form
}: SummaryDialogProps<Text>) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const copy = { ...defaults, ...text };
  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      title={copy.title}
      description={copy.description}
      closeLabel={copy.close}
    >
      <SummaryForm
        {...form}
        copy={copy}
        privacyHref={privacyHref}
        onSend={(sent) => {
          onSend(sent);
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
