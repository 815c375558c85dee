import type { ComponentType } from 'react';
import showVisitorToday from './visitor-today-island';

/**
 * When an island's code loads and React hydrates it. Every island also wakes on the visitor's
 * first pointer, focus or key inside it, whatever its trigger: before that, the page's press
 * holder holds their clicks and submits, and the loader replays them once it is awake
 * (hold-presses.ts, wake-islands.ts).
 * - `interaction`: only then. Nothing of the island loads with the page.
 * - `load`: as soon as the page's script runs: what the island shows belongs to the first
 *   screen (a script island of a kilobyte; never React, which would block a phone's load).
 */
export type IslandTrigger = 'interaction' | 'load';

/**
 * An island React hydrates: its module's default export is the component, rendered with JSON
 * props. The prerender renders the very component the browser loads, through the same `load`
 * (island.tsx).
 */
interface ReactIslandEntry {
  kind: 'react';
  trigger: 'interaction';
  /**
   * Wakes when a pointer comes over it too, not only on a press: for an island whose code is
   * worth fetching on a hover's intent (/demo's widget warms the call's library then).
   */
  wakeOnHover?: true;
  /**
   * A query parameter that wakes the island at the browser's first idle moment when the page's
   * query has it: what it opens needs the island's code (a report's share link opens its report).
   */
  wakeAtIdleWith?: string;
  /**
   * The inline script placed right after the island, filling its prerendered HTML in from the
   * page's query before the first paint (scripts/early-scripts.mjs, `PREFILL_SCRIPTS`): the
   * island then hydrates what the query says, and needs no React until the visitor reaches in.
   */
  prefill?: 'calculator' | 'verify';
  // biome-ignore lint/suspicious/noExplicitAny: each island's own props type is checked where it is placed (island.tsx).
  load: () => Promise<{ default: ComponentType<any> }>;
}

/**
 * An island a few lines of script wake, without React: its module's default export takes the
 * island's element and fills in what the page's query says. Its HTML is the page's own, placed
 * as the island's children (island.tsx). What a page must show at once (the /demo heading) costs
 * a kilobyte this way, not React.
 */
interface ScriptIslandEntry {
  kind: 'script';
  trigger: 'load';
  /**
   * Its code is a chunk of its own, the module `src/islands/<name>-island.ts` that `load`
   * imports: the build links that chunk and what it imports as `modulepreload` in every page
   * with the island, so they download beside the page's script, not after it runs (/demo's
   * heading shows the company a round trip sooner). Absent: the code is in the page's script.
   */
  preload?: true;
  load: () => Promise<{ default: (element: Element) => void }>;
}

export type IslandEntry = ReactIslandEntry | ScriptIslandEntry;

/**
 * The visitor's today, on every page: a few hundred bytes in the page's own script rather than a
 * chunk of their own, which would cost every page a request and a task as it loads.
 */
const loadVisitorToday = () => Promise.resolve({ default: showVisitorToday });

/**
 * Every island of the site, each declared once: the only parts of a page that run a script. The
 * rest of the page is prerendered HTML that no script touches. The prerender (island.tsx) and
 * the browser's loader (wake-islands.ts) both read this.
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
  /**
   * /calculator: the heading (the company from the query), the form and its report. A share
   * link carries every number, `callsPerMonth` among them, and opens its report at once.
   */
  calculator: {
    kind: 'react',
    trigger: 'interaction',
    wakeAtIdleWith: 'callsPerMonth',
    prefill: 'calculator',
    load: () => import('./calculator-island'),
  },
  /** /verify: the annual figure's line and the form, both filled in from the query. */
  verify: {
    kind: 'react',
    trigger: 'interaction',
    prefill: 'verify',
    load: () => import('./verify-island'),
  },
  /** /demo's page: the heading from the query, or 'Setup Required' without an assistant. */
  'demo-page': {
    kind: 'script',
    trigger: 'load',
    preload: true,
    load: () => import('./demo-page-island'),
  },
  /** /demo's voice widget and its dialogs; Start is live from the first paint. */
  'demo-call': {
    kind: 'react',
    trigger: 'interaction',
    wakeOnHover: true,
    load: () => import('./demo-call-island'),
  },
  /** The footers: the visitor's year in the copyright line. */
  'site-footer': { kind: 'script', trigger: 'load', load: loadVisitorToday },
  'demo-footer': { kind: 'script', trigger: 'load', load: loadVisitorToday },
  /** /privacy's "Last updated": the visitor's today. */
  'privacy-updated': { kind: 'script', trigger: 'load', load: loadVisitorToday },
} as const satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

/** The islands React hydrates. */
export type ReactIslandName = {
  [Name in IslandName]: (typeof ISLANDS)[Name]['kind'] extends 'react' ? Name : never;
}[IslandName];

/** The props a React island's component takes. */
export type IslandProps<Name extends ReactIslandName> =
  Awaited<ReturnType<(typeof ISLANDS)[Name]['load']>>['default'] extends ComponentType<infer Props>
    ? Props
    : never;

/** The manifest key of a script island's own chunk (`preload`): the module its `load` imports. */
export function islandChunk(name: string): `src/islands/${string}` {
  return `src/islands/${name}-island.ts`;
}

export {
  HELD_EVENTS_GLOBAL,
  ISLAND_ATTRIBUTE,
  ISLAND_ERROR_TEXT_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  PAGE_SCRIPT_RUNNING_ATTRIBUTE,
} from './island-attributes';
