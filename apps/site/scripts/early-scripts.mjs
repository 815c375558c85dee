// The inline scripts a prerendered page runs before its first paint. The site's own code is one
// module script, which runs after the first paint; only what must be right in that first paint,
// and cannot be done in CSS, belongs here. Each script is pinned in the Content-Security-Policy
// by its SHA-256 hash (scripts/security-headers.mjs), so `'unsafe-inline'` stays out of the
// policy and an injected script still cannot run.
import { createHash } from 'node:crypto';
import {
  CALCULATOR_PREFILL_SCRIPT,
  HOLD_PRESSES_SCRIPT,
  PREFILL_PENDING_SCRIPT,
  VERIFY_PREFILL_SCRIPT,
} from '../src/generated/inline-scripts.mjs';

/**
 * Every page's first script, in its `<head>`: the page's one press holder
 * (src/islands/hold-presses.ts). A click on a button in an island that is not awake, or a form's
 * submit there, is held (its default action stopped) and queued from the first byte of the page;
 * the site's script replays it once the island is awake.
 */
export const HOLD_SCRIPT = HOLD_PRESSES_SCRIPT;

/**
 * The script placed right before every island with a prefill script: with a query, it hides the
 * island until that script has written the query in, so no frame shows its fields empty.
 */
export const PREFILL_PENDING = PREFILL_PENDING_SCRIPT;

/**
 * The scripts placed right after an island (src/islands/island.tsx), which fill the prerendered
 * island in from the page's query before the first paint (src/prefill/*.ts).
 * @type {Readonly<Record<string, string>>}
 */
export const PREFILL_SCRIPTS = {
  calculator: CALCULATOR_PREFILL_SCRIPT,
  verify: VERIFY_PREFILL_SCRIPT,
};

/**
 * Speculation Rules for every page: Chromium prerenders a page of the site as the visitor shows
 * intent to follow a link to it (a pointer resting on it, a press), so the navigation is instant;
 * other browsers ignore the script and load the next page normally. Pages stay plain HTML with
 * islands, and eligible for the back/forward cache (no `unload`, no `no-store`).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
});

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
  return [HOLD_SCRIPT, SPECULATION_RULES, PREFILL_PENDING, ...Object.values(PREFILL_SCRIPTS)]
    .map(scriptHashSource)
    .sort();
}

/**
 * The `<script>` elements every prerendered `<head>` gets: the hold script and the Speculation
 * Rules.
 * @returns {string}
 */
export function earlyScriptTag() {
  return `<script>${HOLD_SCRIPT}</script><script type="speculationrules">${SPECULATION_RULES}</script>`;
}
