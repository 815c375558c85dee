/**
 * A text the page shows that may hold someone else's words: a company from a link, a server's
 * message. Those words are isolated (`<bdi>`) so their direction stays theirs: a right-to-left
 * override (U+202E) in them reverses them alone, not the page's words after them, and a
 * right-to-left name does not pull the punctuation around it.
 *
 * - `copy`: only the site's own words; shown as they are.
 * - `slot`: the site's copy around one slot of untrusted words; only the slot is isolated.
 * - `whole`: untrusted words somewhere that could not be told apart from the copy; all of it is
 *   isolated.
 */
export type IsolatedText =
  | { kind: 'copy'; text: string }
  | { kind: 'slot'; before: string; slot: string; after: string }
  | { kind: 'whole'; text: string };

/** A copy function with one slot: it puts `slot` into its words (`demoHeading`, …). */
export type SlotCopy = (slot: string) => string;

// A private-use character: no copy function writes one, so where it lands is the slot.
const SLOT_MARKER = '\uE000';

/**
 * Finds the slot of `fill` in `text`, a text `fill` made: what `fill(marker)` writes before and
 * after the marker is the copy, what `text` has between them is the slot. A text that does not
 * have that shape (`fill` wrote other copy, or the text came from elsewhere) is isolated whole.
 * @example
 * findSlot('Acme: Meet Your AI Receptionist', demoHeading);
 * // { kind: 'slot', before: '', slot: 'Acme', after: ': Meet Your AI Receptionist' }
 */
export function findSlot(text: string, fill: SlotCopy): IsolatedText {
  const parts = fill(SLOT_MARKER).split(SLOT_MARKER);
  if (parts.length !== 2) return { kind: 'whole', text };
  const [before = '', after = ''] = parts;
  const fits =
    text.length >= before.length + after.length && text.startsWith(before) && text.endsWith(after);
  if (!fits) return { kind: 'whole', text };
  return {
    kind: 'slot',
    before,
    slot: text.slice(before.length, text.length - after.length),
    after,
  };
}

/**
 * `fill(value)` with `value`, the untrusted words, in its slot. A blank value leaves only the
 * site's copy (the heading without a company, 'your business'), shown as it is.
 * @example
 * fillSlot(calculatorHeading, 'Acme');
 * // { kind: 'slot', before: 'Missed Call Calculator for ', slot: 'Acme', after: '' }
 */
export function fillSlot(fill: SlotCopy, value: string | null): IsolatedText {
  const text = fill(value ?? '');
  if (value === null || value.trim() === '') return { kind: 'copy', text };
  return findSlot(text, fill);
}

/**
 * Writes an {@link IsolatedText} into `parent` with the DOM, as `Isolated` (isolated-text.tsx) renders it: for
 * prerendered text that a page's script, not React, fills in (the /demo heading). No JSX in this
 * module: a script island loads it without React's runtime.
 */
export function writeIsolated(parent: Element, text: IsolatedText): void {
  const document = parent.ownerDocument;
  const isolate = (words: string) => {
    const bdi = document.createElement('bdi');
    bdi.textContent = words;
    return bdi;
  };
  switch (text.kind) {
    case 'copy':
      parent.replaceChildren(text.text);
      break;
    case 'whole':
      parent.replaceChildren(isolate(text.text));
      break;
    case 'slot':
      // No empty text node where the copy has no words: React renders none, and a page that
      // React hydrates after this wrote it must hold the same nodes.
      parent.replaceChildren(
        ...[text.before, isolate(text.slot), text.after].filter((part) => part !== ''),
      );
      break;
  }
}
