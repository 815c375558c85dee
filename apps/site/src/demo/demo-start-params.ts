import { cleanQueryValue } from '@org/calculator-core';
import type { StartParams } from '@org/voice-client';

// Characters that must not reach the assistant's prompt: C0 and C1 controls (a line break could
// start a new instruction) become a space; the bidi embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) go, since they reorder text a reader sees without being seen.
const CONTROLS = /[\p{Cc}]+/gu;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The visitor's company as the assistant may read it: controls and bidi controls removed,
 * trimmed and cut to `MAX_QUERY_VALUE_LENGTH` code points (the cap /demo shows); `null` when
 * nothing is left.
 */
export function promptSafeCompany(company: string | null): string | null {
  if (company === null) return null;
  // Cut first, so a hostile megabyte costs no more than the cap: cleanQueryValue bounds its work.
  const clean = cleanQueryValue(
    cleanQueryValue(company).replace(BIDI_CONTROLS, '').replace(CONTROLS, ' '),
  );
  return clean === '' ? null : clean;
}

/**
 * What /demo's Start asks the voice client for: the assistant, and, when the visitor's company
 * is known, the company as the assistant's `{{company}}` variable, so its prompt can greet the
 * visitor's business by name. Without a company there are no overrides at all.
 * @example
 * demoStartParams('demo-agent', 'Acme Roofing');
 * // { assistant: 'demo-agent', assistantOverrides: { variableValues: { company: 'Acme Roofing' } } }
 */
export function demoStartParams(agent: string, company: string | null): StartParams {
  const safe = promptSafeCompany(company);
  if (safe === null) return { assistant: agent };
  return { assistant: agent, assistantOverrides: { variableValues: { company: safe } } };
}
