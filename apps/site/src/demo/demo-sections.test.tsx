// @vitest-environment jsdom

import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import showDemoQuery from '../islands/demo-page-island';
import { DemoPageContent } from './demo-sections';

const RLO = '\u202E';

/** /demo's prerendered content, its page script run as it runs with `search` as the query. */
async function shownWith(search: string): Promise<HTMLElement> {
  const island = document.createElement('div');
  // As the build prerenders it, waiting for the widget island's component to load.
  const { prelude } = await prerender(<DemoPageContent />);
  island.innerHTML = await new Response(prelude).text();
  window.history.replaceState(null, '', `/demo${search}`);
  showDemoQuery(island);
  return island;
}

describe('/demo’s page script', () => {
  it('isolates the company from the link in the heading, apart from the page’s words', async () => {
    const island = await shownWith(`?agent=a-1&company=${encodeURIComponent(`${RLO}Acme`)}`);
    expect(island.querySelector('h1')?.outerHTML).toBe(
      `<h1 id="demo-title" class="demo-title"><span data-demo-heading=""><bdi>${RLO}Acme</bdi>: Meet Your AI Receptionist</span></h1>`,
    );
    expect(island.querySelector('.demo-stage')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the heading’s own words without a company', async () => {
    const island = await shownWith('?agent=a-1');
    expect(island.querySelector('h1')?.textContent).toBe('Meet Your AI Receptionist');
  });

  it('shows Setup Required in the demo’s place without an assistant', async () => {
    const island = await shownWith('?company=Acme');
    expect(island.querySelector('[data-demo-content]')).toBeNull();
    expect(island.querySelector('h1')?.textContent).toBe('Setup Required');
    expect(island.querySelector('.demo-setup__message')?.textContent).toBe(
      'No assistant ID found in URL.',
    );
  });
});
