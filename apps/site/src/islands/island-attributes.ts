// The attributes and the global the islands' parts share: the prerender writes them, the page's
// first script (the press holder, inlined in every page's head) and the loader read them. A
// module of constants alone: the inline scripts are built from modules that import it, and carry
// no more than these names.

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
 * The global where the page's first script (hold-presses.ts) queues the presses it held, until
 * the loader takes them over (wake-islands.ts) and is handed each one as it comes.
 */
export const HELD_EVENTS_GLOBAL = '__heldIslandEvents';
/**
 * Set on `<html>` once the page's module script runs: its islands are armed from then on. The
 * end-to-end tests wait for it.
 */
export const PAGE_SCRIPT_RUNNING_ATTRIBUTE = 'data-hydrated';
/**
 * Set on `<html>`, by the inline script placed before an island with a prefill script, while the
 * page's query is yet to be written into that island: a frame the browser paints while it parses
 * the island shows its room, not its fields empty (site.css). Its prefill script, right after the
 * island, takes it away.
 */
export const PREFILL_PENDING_ATTRIBUTE = 'data-prefill-pending';
/** Marks an island that has a prefill script (the one {@link PREFILL_PENDING_ATTRIBUTE} hides). */
export const PREFILL_ATTRIBUTE = 'data-prefill';
