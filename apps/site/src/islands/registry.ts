import type { ComponentType } from 'react';

/**
 * When an island's code loads and React hydrates it. Every island also wakes on the visitor's
 * first pointer, focus or key inside it, whatever its trigger: before that, the loader holds
 * their clicks and submits and replays them once it is awake (wake-islands.ts).
 * - `interaction`: only then. Nothing of the island loads with the page.
 * - `query`: at the browser's first idle moment when the page's URL has a query (the island
 *   shows what it says: a prefill, a share link, a company's name), else on interaction.
 * - `idle`: at the browser's first idle moment after load (the island is the page's purpose).
 */
export type IslandTrigger = 'interaction' | 'query' | 'idle';

/** An island's module: its component is the default export, rendered with JSON props. */
// biome-ignore lint/suspicious/noExplicitAny: each island's own props type is checked where it is placed (island.tsx).
type IslandModule = { default: ComponentType<any> };

interface IslandEntry {
  trigger: IslandTrigger;
  load: () => Promise<IslandModule>;
}

/**
 * Every island of the site: the only parts of a page that hydrate. The rest of the page is
 * prerendered HTML that no script touches.
 */
export const ISLANDS = {
  /** The header of the site's layout: its menu button opens the links on narrow screens. */
  'site-header': { trigger: 'interaction', load: () => import('./site-header-island') },
  /** The contact form: /contact, and the home page's "Get in Touch". */
  'contact-form': { trigger: 'interaction', load: () => import('./contact-form-island') },
  /** /calculator: the heading (the company from the query), the form and its report. */
  calculator: { trigger: 'query', load: () => import('./calculator-island') },
  /** /verify: the annual figure's line and the form, both filled in from the query. */
  verify: { trigger: 'query', load: () => import('./verify-island') },
  /** /demo: the heading, the voice widget and its dialogs; all depend on the query. */
  demo: { trigger: 'idle', load: () => import('./demo-island') },
} as const satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes. */
export type IslandProps<Name extends IslandName> =
  Awaited<ReturnType<(typeof ISLANDS)[Name]['load']>>['default'] extends ComponentType<infer Props>
    ? Props
    : never;

/** The attribute that marks an island's element, its value the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute holding an island's props as JSON, when it has any. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** The attribute saying how far an island has woken: `waking`, then `awake`. */
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';
/**
 * The global where the page's first script queues the clicks and submits it held before the
 * site's script ran (scripts/early-scripts.mjs writes the same name; a test holds them equal).
 */
export const HELD_EVENTS_GLOBAL = '__heldIslandEvents';
