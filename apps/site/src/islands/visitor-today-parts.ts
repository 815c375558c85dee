/** Marks a `<time>` that shows the visitor's today (islands/visitor-today-island.ts). */
export const VISITOR_TODAY_ATTRIBUTE = 'data-visitor-today';
