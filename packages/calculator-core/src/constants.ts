/** How long the loading overlay shows before the results: a deliberate 1.5 s. */
export const CALCULATION_DELAY_MS = 1500;

/** How far above the post-calculation message the smooth scroll stops, in CSS pixels. */
export const RESULTS_SCROLL_OFFSET_PX = 420;

/**
 * The missed-call percentages that trigger a warning: strictly below `low` or strictly above
 * `high` (below 10 and above 60).
 */
export const MISSED_CALL_WARNING_THRESHOLDS = /* @__PURE__ */ Object.freeze({
  low: 10,
  high: 60,
} as const);
