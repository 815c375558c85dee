// Functions the checks run inside the page (`CrossPage.evaluate`). Each is sent as source, so
// each uses nothing but its argument and the page's globals.
import type { Target } from './engine';

/**
 * What {@link locate} answers: the element (`'element'`), the element once it can be clicked
 * (`'clickable'`: not disabled and not moving, as Playwright waits for), whether it is shown, or
 * whether it has focus.
 */
export type Want = 'element' | 'clickable' | 'shown' | 'focused';

/**
 * The first visible element matching `target.css` whose text, `aria-label`, labels or
 * `placeholder` contain `target.text` (any, without text), whitespace collapsed as a reader sees
 * it, answered as `want` says. One function for all four, as each is sent to the page alone.
 */
export function locate({ target, want }: { target: Target; want: Want }): Element | boolean | null {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const candidates =
    want === 'focused'
      ? [document.activeElement].filter((element) => element?.matches(target.css))
      : Array.from(document.querySelectorAll(target.css));
  for (const element of candidates) {
    if (!element) continue;
    const box = element.getBoundingClientRect();
    if (want !== 'focused' && box.width === 0 && box.height === 0) continue;
    if (want !== 'focused' && getComputedStyle(element).visibility === 'hidden') continue;
    const labelled = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
    const names = [
      element.textContent,
      element.getAttribute('aria-label'),
      element.getAttribute('placeholder'),
      ...(labelled ? Array.from(element.labels ?? [], (label) => label.textContent) : []),
    ];
    const text = target.text;
    if (text !== undefined && !names.some((name) => squash(name).includes(text))) continue;
    if (want === 'clickable') {
      if (element.matches(':disabled') || element.ariaDisabled === 'true') return null;
      // Still where it was when last asked (a poll earlier): a click on an element still moving
      // (a smooth scroll, an animation) lands beside it.
      const where = `${box.x},${box.y},${box.width},${box.height}`;
      const last = Reflect.get(window, '__crossEngineLastTarget') as
        | { element: Element; where: string }
        | undefined;
      Reflect.set(window, '__crossEngineLastTarget', { element, where });
      if (last?.element !== element || last.where !== where) return null;
    }
    return want === 'element' || want === 'clickable' ? element : true;
  }
  return want === 'element' || want === 'clickable' ? null : false;
}

/** Whether the page's module script runs, its islands armed (`<html data-hydrated>`). */
export function isHydrated(): boolean {
  return document.documentElement.hasAttribute('data-hydrated');
}

/** The address of the document the page is showing. */
export function documentAddress(): string {
  return location.href;
}

/** How many resources the page has finished loading: unchanged for a while, the page is quiet. */
export function loadedResources(): number {
  return performance.getEntriesByType('resource').length;
}

/** What a sideways-scroll measure found: the widths, and what sticks out past the right edge. */
export interface SidewaysMeasure {
  viewport: number;
  document: number;
  body: number;
  /** The innermost elements and texts reaching past the viewport, furthest first (four at most). */
  outside: string[];
}

/**
 * The page's widths after the next frame, and what sticks out past the viewport's right edge (as
 * the build's no-sideways-scroll spec measures it: texts on their own, nothing inside a box that
 * clips or scrolls its overflow), so a failure says where to look.
 */
export function measureSideways(): Promise<SidewaysMeasure> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const viewport = document.documentElement.clientWidth;
      const clippedInside = (node: Node) => {
        for (let box = node.parentElement; box && box !== document.body; ) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
          box = box.parentElement;
        }
        return false;
      };
      const outside: { what: string; right: number }[] = [];
      const walker = document.createTreeWalker(
        document.body,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect =
          node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect();
        if (rect.width === 0 || rect.right <= viewport + 0.5 || clippedInside(node)) continue;
        if (node instanceof Element && node.childElementCount > 0) continue;
        const what =
          node instanceof Element
            ? `<${node.localName} class="${node.getAttribute('class') ?? ''}">`
            : `"${node.textContent?.slice(0, 40)}" in <${node.parentElement?.localName}>`;
        outside.push({ what, right: rect.right });
      }
      resolve({
        viewport,
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        outside: outside
          .sort((a, b) => b.right - a.right)
          .slice(0, 4)
          .map(({ what, right }) => `${what} to ${Math.round(right)} px`),
      });
    });
  });
}

/** The text of what has focus: its tag, id and text, for a failure to name. */
export function focused(): { tag: string; id: string; text: string } {
  const element = document.activeElement;
  return {
    tag: element?.localName ?? '',
    id: element?.id ?? '',
    text: (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
  };
}

/** The value of the first field whose label contains `label`, or null when there is none. */
export function fieldValue(label: string): string | null {
  for (const field of document.querySelectorAll('input, textarea')) {
    const input = field as HTMLInputElement | HTMLTextAreaElement;
    if (Array.from(input.labels ?? []).some((each) => each.textContent?.includes(label))) {
      return input.value;
    }
  }
  return null;
}

/**
 * What the first form inside `scope` holds, as a failed wait reports it: its `data-state`, each
 * field's value and whether the browser's own checks pass it, the status and alert lines, which
 * element has focus, and whether its island is awake (src/islands/registry.ts: a press before
 * then is held until it wakes).
 */
export function formSnapshot(scope: string) {
  const form = document.querySelector<HTMLFormElement>(`${scope} form`);
  const active = document.activeElement;
  return {
    state: form?.dataset.state ?? null,
    island: form?.closest('[data-island]')?.getAttribute('data-island-state') ?? 'asleep',
    fields: Array.from(
      form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [],
      (field) =>
        `${field.name}=${JSON.stringify(field.value)}${field.validity.valid ? '' : ' (invalid)'}`,
    ),
    messages: Array.from(
      document.querySelectorAll(`${scope} [role="status"], ${scope} [role="alert"]`),
      (line) => line.textContent?.trim(),
    ),
    focused: active
      ? `${active.tagName.toLowerCase()}${active.getAttribute('name') ? `[name=${active.getAttribute('name')}]` : ''}`
      : null,
  };
}
