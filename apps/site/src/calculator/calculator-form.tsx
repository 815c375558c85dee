import {
  CALCULATOR_CONTACT_FIELDS,
  CALCULATOR_COPY,
  CALCULATOR_FIELDS,
  CALCULATOR_HINTS,
  CALCULATOR_NUMERIC_FIELDS,
  type CalculatorField,
  type CalculatorFormErrors,
  type CalculatorInput,
  type CalculatorPrefill,
  DEFAULT_CALCULATOR_FORM_VALUES,
} from '@org/calculator-core';
import { Button, InputField, type InputFieldType, LoadingOverlay, StatusMessage } from '@org/ui';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  loadFormValidation,
  preloadFormValidation,
  validationForSubmit,
} from '../forms/load-form-validation';
import { useFormEntries } from '../forms/use-form-entries';
import { validateAndFocus } from '../forms/validate-and-focus';
import { siteLog } from '../log';
import { useCalculator } from './use-calculator';

// The results are not part of the page's first paint: they load while the calculation runs.
const loadResults = () => import('./calculator-results');
const CalculatorResults = lazy(() =>
  loadResults().then(({ CalculatorResults }) => ({ default: CalculatorResults })),
);

type FormValues = Record<CalculatorField, string>;

const FIELD_SETUP: Record<
  CalculatorField,
  {
    label: string;
    type: InputFieldType;
    required?: boolean;
    autoComplete?: string;
  }
> = {
  // No maxLength: the browser would cut a pasted entry silently. validateCalculatorForm holds
  // the webhook body's limits and shows an over-limit entry as the field's error instead.
  name: { label: 'Your Name *', type: 'text', required: true, autoComplete: 'name' },
  company: { label: 'Company', type: 'text', autoComplete: 'organization' },
  email: { label: 'Email *', type: 'email', required: true, autoComplete: 'email' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
  callsPerMonth: { label: 'Inbound calls per month', type: 'number' },
  missedCallPercentage: { label: 'Missed call percentage (%)', type: 'number' },
  bookingRate: { label: 'Booking rate (%)', type: 'number' },
  closeRate: { label: 'Close rate (%)', type: 'number' },
  averageJobValue: { label: 'Average job value ($)', type: 'number' },
  grossMargin: { label: 'Gross margin (%)', type: 'number' },
};

function startingValues(
  prefill: CalculatorPrefill | null,
  shared: CalculatorInput | null,
): FormValues {
  const values = { ...DEFAULT_CALCULATOR_FORM_VALUES } as FormValues;
  if (prefill) {
    for (const [field, value] of Object.entries(prefill.values)) {
      if (value !== '') values[field as CalculatorField] = value;
    }
  }
  if (shared) {
    for (const field of CALCULATOR_NUMERIC_FIELDS) values[field] = String(shared[field]);
  }
  return values;
}

// A share link always carries every number; a plain or pre-fill link carries none.
const SHARE_LINK_MARKER: CalculatorField = 'callsPerMonth';

/** Whether a query is a report's share link (it carries the numbers), worth validating. */
function isShareQuery(search: string | null): search is string {
  return search !== null && new URLSearchParams(search).has(SHARE_LINK_MARKER);
}

/** Props of {@link CalculatorForm}. */
interface CalculatorFormProps {
  /** The contact fields the query pre-fills; `null` until the query is known. */
  prefill: CalculatorPrefill | null;
  /** The query string; `null` until known. A share link's numbers open its report. */
  search: string | null;
}

/**
 * The calculator's fields, its submit button and, once calculated, the results. Opened from a
 * report's share link (`buildCalculatorShareLink`), it fills in the link's numbers and shows
 * that report at once.
 */
export function CalculatorForm({ prefill, search }: CalculatorFormProps) {
  const [shared, setShared] = useState<CalculatorInput | null>(null);
  const initial = useMemo(() => startingValues(prefill, shared), [prefill, shared]);
  const [errors, setErrors] = useState<CalculatorFormErrors>({});
  const clearError = (field: CalculatorField) =>
    setErrors((current) => ({ ...current, [field]: undefined }));
  const {
    formRef,
    entries: values,
    change,
    keptOverInitial,
  } = useFormEntries(initial, CALCULATOR_FIELDS, clearError);
  const { state, calculate, show } = useCalculator();
  const busy = state.kind === 'calculating';
  useEffect(() => {
    if (busy) loadResults().catch(() => undefined);
  }, [busy]);

  useEffect(() => {
    // Only a share link loads the validation up front; a plain visit still loads it on focus.
    if (!isShareQuery(search)) return;
    let current = true;
    loadFormValidation()
      .then(({ parseCalculatorShareLink }) => {
        const parsed = parseCalculatorShareLink(search);
        if (!current || !parsed.success) return;
        setShared(parsed.value);
        show(parsed.value);
      })
      .catch((error: unknown) => {
        siteLog.warn('The calculator could not load its form validation.', error);
      });
    return () => {
      current = false;
    };
  }, [search, show]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = await validationForSubmit('calculator form');
    if (!validation) return;
    const input = validateAndFocus(
      form,
      CALCULATOR_FIELDS,
      validation.validateCalculatorForm(values),
      setErrors,
    );
    if (input === null) return;
    setErrors({});
    calculate(input);
  };

  return (
    <form
      ref={formRef}
      className="site-calculator"
      noValidate
      onSubmit={submit}
      onFocus={preloadFormValidation}
      data-state={state.kind}
    >
      {prefill?.anyPrefilled && (
        <StatusMessage tone="info">{CALCULATOR_COPY.prefillNote}</StatusMessage>
      )}
      <fieldset className="site-fieldset">
        <legend>Your details</legend>
        <div className="site-field-grid">
          {CALCULATOR_CONTACT_FIELDS.map((field) => (
            <InputField
              key={field}
              name={field}
              {...FIELD_SETUP[field]}
              value={values[field]}
              onChange={change(field)}
              error={errors[field]}
              prefilled={(prefill?.prefilled[field] ?? false) && !keptOverInitial.has(field)}
              prefilledSuffix={CALCULATOR_COPY.prefilledLabelSuffix}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="site-fieldset">
        <legend>Your calls and jobs</legend>
        <div className="site-field-grid">
          {CALCULATOR_NUMERIC_FIELDS.map((field) => (
            <InputField
              key={field}
              name={field}
              {...FIELD_SETUP[field]}
              inputMode="decimal"
              step="any"
              value={values[field]}
              onChange={change(field)}
              error={errors[field]}
              hint={CALCULATOR_HINTS[field]}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" busy={busy} busyLabel={CALCULATOR_COPY.calculatingLabel}>
        Calculate My Missed Call Cost
      </Button>
      <LoadingOverlay open={busy} label={CALCULATOR_COPY.calculatingLabel} />
      {state.kind === 'done' && (
        <Suspense fallback={null}>
          <CalculatorResults input={state.input} result={state.result} outcome={state.outcome} />
        </Suspense>
      )}
    </form>
  );
}
