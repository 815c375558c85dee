/** Every page's first script: the page's one press holder (src/islands/hold-presses.ts). */
export const HOLD_SCRIPT: string;
/** The script placed right before an island with a prefill script, hiding it until filled. */
export const PREFILL_PENDING: string;
/** Island name -> the script placed right after it, filling it in from the query. */
export const PREFILL_SCRIPTS: Readonly<Record<string, string>>;
/** Every page's Speculation Rules (JSON). */
export const SPECULATION_RULES: string;
/** The CSP source that allows exactly `script`: `'sha256-<base64 digest>'`. */
export function scriptHashSource(script: string): string;
/** The hash sources of every inline script, sorted. */
export function earlyScriptHashSources(): string[];
/** The `<script>` elements every prerendered `<head>` gets. */
export function earlyScriptTag(): string;
