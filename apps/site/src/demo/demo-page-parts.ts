/**
 * What /demo's page script (islands/demo-page-island.ts) finds in the prerendered page
 * (demo/demo-sections.tsx): the heading's text, the demo, and the template of the card shown
 * instead of it without an `agent` parameter. A module of its own: the script loads it without the page.
 */
export const DEMO_PAGE_PARTS = {
  headingText: 'data-demo-heading',
  content: 'data-demo-content',
  setup: 'data-demo-setup',
} as const;
