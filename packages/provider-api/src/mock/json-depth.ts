/**
 * The deepest nesting of arrays and objects in JSON text, counted in one pass without parsing
 * (brackets inside strings do not count). Used to refuse a hostile body before the schema
 * validator recurses into it and overflows the stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c)
        index += 1; // A backslash: the next character is escaped.
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) inString = true;
    else if (character === 0x5b || character === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (character === 0x5d || character === 0x7d) depth -= 1;
  }
  return deepest;
}
