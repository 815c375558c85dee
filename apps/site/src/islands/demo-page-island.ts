import { demoHeading } from '../demo/demo-copy';
import { DEMO_PAGE_PARTS } from '../demo/demo-page-parts';
import { parseDemoQuery } from '../demo/demo-query';
import { fillSlot, writeIsolated } from '../isolated-slots';

/**
 * /demo's page script: reads the query once, then puts the company in the heading, or shows
 * 'Setup Required' in the demo's place when there is no assistant to call. No React: the page
 * shows this at once, and React comes only with the widget, when the visitor reaches for it.
 */
export default function showDemoQuery(island: Element): void {
  const { agent, company } = parseDemoQuery(window.location.search);
  if (agent === null) {
    const content = island.querySelector(`[${DEMO_PAGE_PARTS.content}]`);
    const setup = island.querySelector(`template[${DEMO_PAGE_PARTS.setup}]`);
    if (content && setup instanceof HTMLTemplateElement) content.replaceWith(setup.content);
    return;
  }
  const heading = island.querySelector(`[${DEMO_PAGE_PARTS.headingText}]`);
  if (heading && company) writeIsolated(heading, fillSlot(demoHeading, company));
  heading?.closest('[aria-busy]')?.removeAttribute('aria-busy');
}
