/**
 * The text of the elements `element`'s `aria-describedby` names, in order and joined by a space:
 * what a screen reader reads as its description (hidden elements and `aria-label` aside, which
 * the summary dialogs do not use).
 */
export function describedText(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}
