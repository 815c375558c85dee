import {
  CALCULATOR_CONTACT_FIELDS,
  CALCULATOR_COPY,
  calculatorHeading,
  calculatorPageTitle,
  parseCalculatorPrefill,
} from '@org/calculator-core';
import { PRODUCT_NAME } from '../brand';
import { fillSlot, writeIsolated } from '../isolated-slots';
import { writePrefilledField } from './prefilled-field';

/**
 * Fills /calculator's prerendered island in with what `search` pre-fills, as the island renders
 * it (islands/calculator-island.tsx): the heading and the title with the company, the note, each
 * prefilled field with its value and ' prefilled' on its label. Run by an inline script right
 * after the island (src/inline/calculator-prefill.ts), before the first paint and before any
 * visitor can type: the page is right from its first frame without React, which comes only when
 * the visitor reaches into the form.
 */
export function fillCalculatorPrefill(island: Element, search: string): void {
  const prefill = parseCalculatorPrefill(search);
  if (!prefill.anyPrefilled) return;
  const document = island.ownerDocument;
  const { company } = prefill.values;
  const heading = island.querySelector('h1');
  if (heading && company) writeIsolated(heading, fillSlot(calculatorHeading, company));
  if (company) document.title = calculatorPageTitle(company, PRODUCT_NAME);
  const form = island.querySelector('form');
  if (!form) return;
  // @org/ui's StatusMessage of the info tone, as CalculatorForm renders it first in the form.
  const note = document.createElement('div');
  note.setAttribute('role', 'status');
  note.className = 'org-message org-message--info';
  note.setAttribute('data-state', 'info');
  note.textContent = CALCULATOR_COPY.prefillNote;
  form.prepend(note);
  for (const field of CALCULATOR_CONTACT_FIELDS) {
    if (prefill.prefilled[field]) {
      writePrefilledField(form, field, prefill.values[field], CALCULATOR_COPY.prefilledLabelSuffix);
    }
  }
}
