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
 * The attribute of an island's element and the one `<html>` gets once the site's script runs:
 * src/islands/registry.ts and src/entry-client.ts own them; a unit test holds these equal.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const PAGE_SCRIPT_RUNNING_ATTRIBUTE = 'data-hydrated';
/** The global the hold script queues held events in, for src/islands/wake-islands.ts. */
export const HELD_EVENTS_GLOBAL = '__heldIslandEvents';

/**
 * Every page's first script: from the first byte of the page until the site's own module script
 * runs, a click on a button inside an island, or a form's submit there, is held (its default
 * action stopped) and queued; the site's script replays it once the island is awake. Without it a
 * click on a form's button in that moment would send the form natively, as a GET with the
 * visitor's details in the URL, or be lost. Links are left alone: they are plain links.
 */
export const HOLD_SCRIPT = `(function(){var q=window.${HELD_EVENTS_GLOBAL}=[];function h(e){if(document.documentElement.hasAttribute(${JSON.stringify(PAGE_SCRIPT_RUNNING_ATTRIBUTE)}))return;var t=e.target;if(!(t instanceof Element)||!t.closest("[${ISLAND_ATTRIBUTE}]"))return;var c=e.type==="submit"?t:t.closest('button,input[type="submit"],input[type="button"]');if(!c)return;e.preventDefault();e.stopImmediatePropagation();q.push({type:e.type,target:c,submitter:e.submitter||null})}document.addEventListener("click",h,true);document.addEventListener("submit",h,true)})()`;

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
  return [HOLD_SCRIPT, SPECULATION_RULES, ...Object.values(EARLY_SCRIPTS)]
    .map(scriptHashSource)
    .sort();
}

/**
 * The `<script>` elements a route's prerendered `<head>` gets: the hold script and the
 * Speculation Rules on every page, then the route's own early script if it has one.
 * @param {string} path the route's path, such as `/verify`
 * @returns {string}
 */
export function earlyScriptTag(path) {
  const script = EARLY_SCRIPTS[path];
  return (
    `<script>${HOLD_SCRIPT}</script><script type="speculationrules">${SPECULATION_RULES}</script>` +
    (script === undefined ? '' : `<script>${script}</script>`)
  );
}
