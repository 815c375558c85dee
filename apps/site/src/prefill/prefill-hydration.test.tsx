// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CalculatorIsland from '../islands/calculator-island';
import { islandIdPrefix, islandRoot } from '../islands/island-root';
import VerifyIsland from '../islands/verify-island';
import { fillCalculatorPrefill } from './calculator-prefill';
import { fillVerifyPrefill } from './verify-prefill';

// React 19 asks for this flag before `act` may be used outside a test renderer.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

interface Case {
  name: string;
  Component: ComponentType;
  fill: (island: Element, search: string) => void;
  path: string;
}
const CALCULATOR: Case = {
  name: 'calculator',
  Component: CalculatorIsland,
  fill: fillCalculatorPrefill,
  path: '/calculator/',
};
const VERIFY: Case = {
  name: 'verify',
  Component: VerifyIsland,
  fill: fillVerifyPrefill,
  path: '/verify/',
};

/** React's HTML of the island with `search` as the page's query, as a DOM would hold it. */
function reactHtml({ name, Component, path }: Case, search: string): string {
  window.history.replaceState(null, '', `${path}${search}`);
  const html = renderToString(islandRoot(Component, {}), {
    identifierPrefix: islandIdPrefix(name),
  });
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  // The `<!-- -->` React writes between adjacent texts only splits them in the parsed DOM.
  const walker = document.createTreeWalker(parsed, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return parsed.innerHTML;
}

/** The island as the page holds it at its first paint: the prerender, then its prefill script. */
function prefilledPage(island: Case, search: string): HTMLElement {
  window.history.replaceState(null, '', island.path);
  const element = document.createElement('div');
  element.innerHTML = renderToString(islandRoot(island.Component, {}), {
    identifierPrefix: islandIdPrefix(island.name),
  });
  document.body.replaceChildren(element);
  window.history.replaceState(null, '', `${island.path}${search}`);
  island.fill(element, window.location.search);
  return element;
}

const QUERIES: [string, Case, string][] = [
  [
    '/calculator/',
    CALCULATOR,
    '?name=Ann%20Lee&company=Acme%20Roofing&email=ann%40acme.test&phone=555-0100',
  ],
  ['/calculator/', CALCULATOR, '?company=%E2%80%AEevil'],
  ['/calculator/', CALCULATOR, '?email=only%40acme.test'],
  ['/calculator/', CALCULATOR, ''],
  [
    '/verify/',
    VERIFY,
    '?name=Ann&email=ann%40acme.test&company=Acme&city=Austin&state=TX&lostRevenueAnnual=291600',
  ],
  ['/verify/', VERIFY, '?name=Ann&address=1%20Main%20St'],
  ['/verify/', VERIFY, '?company=Acme&lostRevenueAnnual=oops'],
  ['/verify/', VERIFY, ''],
];

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the prefill scripts', () => {
  it.each(QUERIES)('write what React renders: %s with %j', (_path, island, search) => {
    const page = prefilledPage(island, search);
    const expected = reactHtml(island, search);
    // Values the script sets as the inputs' defaults are their `value` attributes, as React's.
    expect(page.innerHTML).toBe(expected);
  });

  it.each(QUERIES)(
    'leave React nothing to mend when it hydrates: %s with %j',
    async (_path, island, search) => {
      const page = prefilledPage(island, search);
      const before = page.innerHTML;
      const recovered: unknown[] = [];
      const logged = vi.spyOn(console, 'error');
      await act(async () => {
        hydrateRoot(page, islandRoot(island.Component, {}), {
          identifierPrefix: islandIdPrefix(island.name),
          onRecoverableError: (error) => recovered.push(error),
        });
      });
      expect(recovered).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
      expect(page.innerHTML).toBe(before);
    },
  );
});
