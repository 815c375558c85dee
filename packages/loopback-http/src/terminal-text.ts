// C0 and C1 controls, DEL, format characters (bidi overrides, zero-width joiners), line and
// paragraph separators, and UTF-16 halves that belong to no pair.
const unsafe =
  /[\p{Cc}\p{Cf}\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/**
 * Makes text safe to print on a terminal: every character that could move the cursor, change
 * colours (ANSI sequences start with ESC or the C1 CSI, which a request path may carry as a
 * latin1 byte), reorder what is shown or break the line is written as a visible escape such as
 * `\x1B` or `\u202E`. Both local services pass every line they log through it, because paths,
 * key names and values in a request are chosen by whoever sends it.
 *
 * @example
 * ```ts
 * terminalSafe('\u001b[31mred'); // '\\x1B[31mred'
 * ```
 */
export function terminalSafe(text: string): string {
  return text.replace(unsafe, (character) => {
    const code = character.charCodeAt(0);
    const hex = code.toString(16).toUpperCase();
    return code < 0x100 ? `\\x${hex.padStart(2, '0')}` : `\\u${hex.padStart(4, '0')}`;
  });
}
