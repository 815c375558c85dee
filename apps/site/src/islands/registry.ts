import type { ComponentType } from 'react';
import showVisitorToday from './visitor-today-island';

/**
 * When an island's code loads and React hydrates it. Every island also wakes on the visitor's
 * first pointer, focus or key inside it, whatever its trigger: before that, the loader holds
 * their clicks and submits and replays them once it is awake (wake-islands.ts).
 * - `interaction`: only then. Nothing of the island loads with the page.
 * - `query`: at the browser's first idle moment when the page's URL has a query (the island
 *   shows what it says: a prefill, a share link, a company's name), else on interaction.
 * - `load`: as soon as the page's script runs: what the island shows belongs to the first
 *   screen (a script island of a kilobyte; never React, which would block a phone's load).
 */
export type IslandTrigger = 'interaction' | 'query' | 'load';

/**
 * An island React hydrates: its module's default export is the component, rendered with JSON
 * props.
 */
interface ReactIslandEntry {
  kind: 'react';
  trigger: IslandTrigger;
  /**
   * Wakes when a pointer comes over it too, not only on a press: for an island whose code is
   * worth fetching on a hover's intent (/demo's widget warms the call's library then).
   */
  wakeOnHover?: true;
  // biome-ignore lint/suspicious/noExplicitAny: each island's own props type is checked where it is placed (island.tsx).
  load: () => Promise<{ default: ComponentType<any> }>;
}

/**
 * An island a few lines of script wake, without React: its module's default export takes the
 * island's element and fills in what the page's query says. What a page must show at once
 * (the /demo heading) costs a kilobyte this way, not React.
 */
interface ScriptIslandEntry {
  kind: 'script';
  trigger: 'load';
  /**
   * The island's module, as the build's manifest names it, when its code is a chunk of its own:
   * the build links that chunk and what it imports as `modulepreload` in every page with the
   * island, so they download beside the page's script, not after it runs (/demo's heading shows
   * the company a round trip sooner). Absent: the code is in the page's script.
   */
  chunk?: `src/islands/${string}`;
  load: () => Promise<{ default: (element: Element) => void }>;
}

export type IslandEntry = ReactIslandEntry | ScriptIslandEntry;

/**
 * The visitor's today, on every page: a few hundred bytes in the page's own script rather than a
 * chunk of their own, which would cost every page a request and a task as it loads.
 */
const loadVisitorToday = () => Promise.resolve({ default: showVisitorToday });

/**
 * Every island of the site: the only parts of a page that run a script. The rest of the page is
 * prerendered HTML that no script touches.
 */
export const ISLANDS = {
  /** The header of the site's layout: its menu button opens the links on narrow screens. */
  'site-header': {
    kind: 'react',
    trigger: 'interaction',
    load: () => import('./site-header-island'),
  },
  /** The contact form: /contact, and the home page's "Get in Touch". */
  'contact-form': {
    kind: 'react',
    trigger: 'interaction',
    load: () => import('./contact-form-island'),
  },
  /** /calculator: the heading (the company from the query), the form and its report. */
  calculator: { kind: 'react', trigger: 'query', load: () => import('./calculator-island') },
  /** /verify: the annual figure's line and the form, both filled in from the query. */
  verify: { kind: 'react', trigger: 'query', load: () => import('./verify-island') },
  /** /demo's page: the heading from the query, or 'Setup Required' without an assistant. */
  'demo-page': {
    kind: 'script',
    trigger: 'load',
    chunk: 'src/islands/demo-page-island.ts',
    load: () => import('./demo-page-island'),
  },
  /** /demo's voice widget and its dialogs; Start is live from the first paint. */
  /** The footers: the visitor's year in the copyright line. */
  'site-footer': { kind: 'script', trigger: 'load', load: loadVisitorToday },
  'demo-footer': { kind: 'script', trigger: 'load', load: loadVisitorToday },
  /** /privacy's "Last updated": the visitor's today. */
  'privacy-updated': { kind: 'script', trigger: 'load', load: loadVisitorToday },
  'demo-call': {
    kind: 'react',
    trigger: 'interaction',
    wakeOnHover: true,
    load: () => import('./demo-call-island'),
  },
} as const satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes: none for a script island. */
export type IslandProps<Name extends IslandName> =
  Awaited<ReturnType<(typeof ISLANDS)[Name]['load']>>['default'] extends ComponentType<infer Props>
    ? Props
    : Record<never, never>;

/** The attribute that marks an island's element, its value the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute holding an island's props as JSON, when it has any. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/**
 * The attribute of the page's `<template>` holding what the loader shows beside an island that
 * could not wake (src/app.tsx renders it, from @org/webhooks at build time: the loader ships no
 * copy).
 */
export const ISLAND_ERROR_TEXT_ATTRIBUTE = 'data-island-error-text';
/** The attribute saying how far an island has woken: `waking`, then `awake`. */
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';
/**
 * The global where the page's first script queues the clicks and submits it held before the
 * site's script ran (scripts/early-scripts.mjs writes the same name; a test holds them equal).
 */
export const HELD_EVENTS_GLOBAL = '__heldIslandEvents';
/**
 * Set on `<html>` once the page's module script runs: its islands are armed from then on, and
 * the page's first script stops holding events (scripts/early-scripts.mjs names it too). The
 * end-to-end tests wait for it.
 */
export const PAGE_SCRIPT_RUNNING_ATTRIBUTE = 'data-hydrated';
