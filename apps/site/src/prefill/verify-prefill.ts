import {
  parseVerifyAnnualLoss,
  parseVerifyPrefill,
  VERIFY_FIELDS,
  verifyAnnualLossLine,
} from '@org/calculator-core';
import { fillSlot, writeIsolated } from '../isolated-slots';
import { writePrefilledField } from './prefilled-field';

/**
 * Fills /verify's prerendered island in with what `search` says, as the island renders it
 * (islands/verify-island.tsx): the line with the calculator's annual figure, and each field with
 * its value (the address from `address`, or from `city` and `state`). Run by an inline script
 * right after the island (src/inline/verify-prefill.ts), before the first paint: no React until
 * the visitor reaches into the form.
 */
export function fillVerifyPrefill(island: Element, search: string): void {
  const values = parseVerifyPrefill(search);
  const annual = parseVerifyAnnualLoss(search);
  const slot = island.querySelector('.site-annual-loss-slot');
  if (slot && annual !== undefined) {
    const document = island.ownerDocument;
    // AnnualLossLine's markup (verify/annual-loss-line.tsx).
    const line = document.createElement('p');
    line.className = 'site-annual-loss';
    line.setAttribute('data-testid', 'annual-loss');
    const strong = document.createElement('strong');
    writeIsolated(
      strong,
      fillSlot((company) => verifyAnnualLossLine(company, annual), values.company),
    );
    line.append(strong);
    slot.append(line);
  }
  const form = island.querySelector('form');
  if (!form) return;
  for (const field of VERIFY_FIELDS) {
    if (values[field] !== '') writePrefilledField(form, field, values[field]);
  }
}
