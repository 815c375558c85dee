import {
  VERIFY_COPY,
  VERIFY_FIELDS,
  type VerifyField,
  type VerifyFormErrors,
  type VerifyFormValues,
} from '@org/calculator-core';
import { Button, InputField, StatusMessage } from '@org/ui';
import { type FormEvent, useState } from 'react';
import { preloadFormValidation, validationForSubmit } from '../forms/load-form-validation';
import { useFormEntries } from '../forms/use-form-entries';
import { validateAndFocus } from '../forms/validate-and-focus';
import { Isolated, type IsolatedText } from '../isolated-text';
import { loadWebhooks } from '../load-webhooks';
import { siteLog } from '../log';
import { siteConfig } from '../site-config';
import { verifyErrorText } from './verify-error-text';

const FIELDS: Record<
  VerifyField,
  {
    label: string;
    type: 'text' | 'email';
    autoComplete: string;
    placeholder?: string;
  }
> = {
  // No maxLength: the browser would cut a pasted entry silently; validateVerifyForm holds the
  // verify body's limits and shows an over-limit entry as the field's error instead.
  name: { label: VERIFY_COPY.nameLabel, type: 'text', autoComplete: 'name' },
  email: { label: VERIFY_COPY.emailLabel, type: 'email', autoComplete: 'email' },
  company: {
    label: VERIFY_COPY.companyLabel,
    type: 'text',
    autoComplete: 'organization',
  },
  address: {
    label: VERIFY_COPY.addressLabel,
    type: 'text',
    // The field asks for "City, State", and no autofill field name means that pair: the city is
    // `address-level2`, the state `address-level1`, and `street-address` (the street lines, and
    // only for a multi-line control) would fill the wrong part into a one-line field. The city
    // is the part it asks for first and the most telling one; the visitor adds the state.
    autoComplete: 'address-level2',
    placeholder: VERIFY_COPY.addressPlaceholder,
  },
};

/**
 * Where the verify form is: editing (maybe after an error), or sending to the webhook. The error
 * keeps the server's words apart from the page's copy around them, to isolate them.
 */
type VerifyStatus = { kind: 'idle'; error?: IsolatedText } | { kind: 'submitting' };

/**
 * The /verify form: validated on submit, each error cleared when its field is edited; on success the visitor goes to the http(s) URL the webhook answered.
 */
export function VerifyForm({ initial }: { initial: VerifyFormValues }) {
  const [errors, setErrors] = useState<VerifyFormErrors>({});
  const clearError = (field: VerifyField) =>
    setErrors((current) => ({ ...current, [field]: undefined }));
  const { formRef, entries: values, change } = useFormEntries(initial, VERIFY_FIELDS, clearError);
  const [status, setStatus] = useState<VerifyStatus>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = await validationForSubmit('verify form');
    if (!validation) return;
    const details = validateAndFocus(
      form,
      VERIFY_FIELDS,
      validation.validateVerifyForm(values),
      setErrors,
    );
    if (details === null) return;
    setStatus({ kind: 'submitting' });
    try {
      const { requestDemo } = await loadWebhooks();
      const target = await requestDemo(details, { url: siteConfig.webhooks.verify });
      window.location.assign(target);
    } catch (error) {
      siteLog.warn('The demo request failed.', error);
      // The message comes with the client; were it unreachable, the form is simply ready again.
      const message = await loadWebhooks().then(
        (webhooks) => verifyErrorText(error, webhooks),
        () => undefined,
      );
      setStatus({ kind: 'idle', error: message });
    }
  };

  return (
    <form
      ref={formRef}
      className="site-verify"
      noValidate
      onSubmit={submit}
      // The validation and the webhook client load while the visitor fills the form, not with
      // the page.
      onFocus={preloadOnFocus}
      data-state={status.kind}
    >
      {VERIFY_FIELDS.map((field) => (
        <InputField
          key={field}
          name={field}
          {...FIELDS[field]}
          required={field !== 'address'}
          value={values[field]}
          onChange={change(field)}
          error={errors[field]}
        />
      ))}
      {status.kind === 'idle' && status.error && (
        <StatusMessage tone="error">
          <Isolated text={status.error} />
        </StatusMessage>
      )}
      <Button
        type="submit"
        fullWidth
        busy={status.kind === 'submitting'}
        busyLabel={VERIFY_COPY.submittingLabel}
      >
        {VERIFY_COPY.submitLabel}
      </Button>
    </form>
  );
}

function preloadOnFocus(): void {
  preloadFormValidation();
  loadWebhooks().catch(() => undefined);
}
