// How a route's runs are summed up into the figure a budget judges. The table of `pnpm bench`
// reports what a visitor typically gets: the median. CI asks another question, whether this build
// can be within its limits, and judges by the best run: what else runs on the machine (a second
// suite, another process on the other core) only ever makes a load slower, never faster than the
// page can be, so a page over its limit is over in every run, while a median of five on a machine
// with one core kept busy measured 262 ms of blocking on a route whose loads measured 87-525 ms
// (0-60 ms on an idle machine).
import { median } from './median.mjs';

/**
 * @typedef {object} RunSummary
 * @property {'median' | 'best run'} name what the figures are, for the printed tables
 * @property {(values: readonly number[]) => number} lower a figure where lower is better (ms)
 * @property {(values: readonly number[]) => number} higher a figure where higher is better (scores)
 */

/** @type {RunSummary} */
export const MEDIAN_OF_RUNS = { name: 'median', lower: median, higher: median };

/** @type {RunSummary} */
export const BEST_RUN = {
  name: 'best run',
  lower: (values) => extreme(values, Math.min),
  higher: (values) => extreme(values, Math.max),
};

/**
 * @param {readonly number[]} values
 * @param {(...values: number[]) => number} pick
 */
function extreme(values, pick) {
  if (values.length === 0) throw new RangeError('The best of no runs is undefined.');
  return pick(...values);
}
