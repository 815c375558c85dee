// The inline scripts a prerendered page runs before its first paint. The site's own code is one
// module script, which runs after the first paint; only what must be right in that first paint,
// and cannot be done in CSS, belongs here. Each script is pinned in the Content-Security-Policy
// by its SHA-256 hash (scripts/security-headers.mjs), so `'unsafe-inline'` stays out of the
// policy and an injected script still cannot run.
import { createHash } from 'node:crypto';
import { VERIFY_ANNUAL_LOSS_PARAM } from '@org/calculator-core';

/**
 * Set on `<html>` of /verify when its query carries the calculator's annual figure, so CSS can
 * hold the figure's line open (src/verify/annual-loss-line.css) before the page's code shows it.
 */
export const ANNUAL_LOSS_EXPECTED_ATTRIBUTE = 'data-annual-loss-expected';

/**
 * Route path -> the inline script its prerendered page runs in `<head>`.
 * - `/verify` shows one line with the calculator's annual figure above its form; the text needs
 *   the page's code (parsing, formatting), which runs after the first paint. Without this mark
 *   the form moved down as the line appeared on a full load of the link (CLS 0.05 at 375 px).
 * @type {Readonly<Record<string, string>>}
 */
export const EARLY_SCRIPTS = {
  '/verify': `if(new URLSearchParams(location.search).has(${JSON.stringify(VERIFY_ANNUAL_LOSS_PARAM)}))document.documentElement.setAttribute(${JSON.stringify(ANNUAL_LOSS_EXPECTED_ATTRIBUTE)},"")`,
};

/**
 * The CSP source that allows exactly `script`: `'sha256-<base64 digest>'`.
 * @param {string} script the script element's text, byte for byte
 * @returns {string}
 */
export function scriptHashSource(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of every early script, sorted so the policy is stable from build to build.
 * @returns {string[]}
 */
export function earlyScriptHashSources() {
  return Object.values(EARLY_SCRIPTS).map(scriptHashSource).sort();
}

/**
 * The `<script>` element a route's prerendered `<head>` gets, or `''` when it has none.
 * @param {string} path the route's path, such as `/verify`
 * @returns {string}
 */
export function earlyScriptTag(path) {
  const script = EARLY_SCRIPTS[path];
  return script === undefined ? '' : `<script>${script}</script>`;
}
