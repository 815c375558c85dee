// C0 and C1 controls, DEL, format characters (bidi overrides, zero-width joiners), line and
// paragraph separators, and UTF-16 halves that belong to no pair.
const unsafe =
  /[\p{Cc}\p{Cf}\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/**
 * Makes text safe to print on a terminal: every character that could move the cursor, change
 * colours (ANSI sequences start with ESC or the C1 CSI, which a request path may carry as a
 * latin1 byte), reorder what is shown or break the line is written as a visible escape such as
 * `\x9B`. Every line the mock provider logs passes through it.
 *
 * The webhook receiver in `@org/webhooks` applies the same rule; the two packages share no
 * dependency to hold it once.
 */
export function terminalSafe(text: string): string {
  return text.replace(unsafe, (character) => {
    const code = character.charCodeAt(0);
    const hex = code.toString(16).toUpperCase();
    return code < 0x100 ? `\\x${hex.padStart(2, '0')}` : `\\u${hex.padStart(4, '0')}`;
  });
}
