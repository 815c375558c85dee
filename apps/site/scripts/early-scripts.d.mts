/** Set on `<html>` of /verify when its query carries the calculator's annual figure. */
export const ANNUAL_LOSS_EXPECTED_ATTRIBUTE: string;
/** Route path -> the inline script its prerendered page runs in `<head>`. */
export const EARLY_SCRIPTS: Readonly<Record<string, string>>;
/** The CSP source that allows exactly `script`: `'sha256-<base64 digest>'`. */
export function scriptHashSource(script: string): string;
/** The hash sources of every early script, sorted. */
export function earlyScriptHashSources(): string[];
/** The `<script>` element a route's prerendered `<head>` gets, or `''`. */
export function earlyScriptTag(path: string): string;
