/** Set on `<html>` of /verify when its query carries the calculator's annual figure. */
export const ANNUAL_LOSS_EXPECTED_ATTRIBUTE: string;
/** Route path -> the inline script its prerendered page runs in `<head>`. */
export const EARLY_SCRIPTS: Readonly<Record<string, string>>;
export const ISLAND_ATTRIBUTE: string;
export const PAGE_SCRIPT_RUNNING_ATTRIBUTE: string;
export const HELD_EVENTS_GLOBAL: string;
/** Every page's first script: holds clicks and submits in islands until the site's script runs. */
export const HOLD_SCRIPT: string;
/** Every page's Speculation Rules (JSON). */
export const SPECULATION_RULES: string;
/** The CSP source that allows exactly `script`: `'sha256-<base64 digest>'`. */
export function scriptHashSource(script: string): string;
/** The hash sources of every early script, sorted. */
export function earlyScriptHashSources(): string[];
/** The `<script>` elements a route's prerendered `<head>` gets. */
export function earlyScriptTag(path: string): string;
