// The site's speed budgets, in one place: the targets the site must meet, and the limits CI
// enforces. Sizes are enforced exactly. Lighthouse figures vary with the machine, so CI fails
// only below its margin (a score under 90, or a metric past the line Lighthouse itself scores
// 90 on mobile), while the table marks every figure against the real target. The voice client's
// budget is the package's own (see ./voice-client-size.mjs), not a second one.
import { VOICE_CLIENT_BUDGET } from './voice-client-size.mjs';

/** 1 kB = 1000 bytes (SI), the stricter reading of "kB". */
export const KB = 1000;
/** 1 KiB = 1024 bytes, the unit of the phone-load limits. */
export const KIB = 1024;

/** The Lighthouse categories measured, as Lighthouse names them, with the table's labels. */
export const CATEGORIES = [
  { id: 'performance', label: 'perf' },
  { id: 'accessibility', label: 'a11y' },
  { id: 'best-practices', label: 'bp' },
  { id: 'seo', label: 'seo' },
];

/** The query an outreach link brings: every field the pages fill in from it. */
const FULL_QUERY =
  'name=Ann%20Lee&company=Acme%20Roofing&email=ann%40acme.test&phone=555-0100&city=Austin&state=TX';

/**
 * The routes the bench measures. `url` is what Lighthouse loads: /demo with an assistant, the way
 * the verify flow lands there. Pages are HTML with islands (src/islands/registry.ts): before any
 * interaction a route loads the islands' loader and, on /demo, the script that reads its query;
 * React comes only with an island the visitor wakes. What a query fills in (/calculator's and
 * /verify's fields, /demo's heading) is written by a small script, not React.
 * - `jsKb`: initial JS as Lighthouse loads the page, kB of 1000, enforced exactly. Set from the
 *   islands build (2.70 kB on each page, 6.71 kB on /demo) with room for a small feature.
 * - `phoneUrls`: what a phone loads for `idleJsKib` and `idleBlockingMs` (TARGETS), each on its
 *   own: the route without a query and with a full one (an outreach link's, with the annual
 *   figure on /verify and an assistant on /demo).
 * - `performance`: the Lighthouse mobile score: 100 on / and /privacy, 98 elsewhere.
 * - `lcpStartMs`: the route's LCP when the design work began, measured on commit d9b2ac0 with
 *   this bench (median of 3 runs, benchmarkIndex 2173): its LCP may be no worse, within
 *   `TARGETS.lcpSpreadMs`.
 */
export const BENCH_ROUTES = [
  {
    path: '/',
    url: '/',
    phoneUrls: ['/', `/?${FULL_QUERY}`],
    performance: 100,
    jsKb: 4,
    lcpStartMs: 1081,
  },
  {
    path: '/calculator',
    url: '/calculator/',
    phoneUrls: ['/calculator/', `/calculator/?${FULL_QUERY}`],
    performance: 98,
    jsKb: 4,
    lcpStartMs: 1020,
  },
  {
    path: '/verify',
    url: '/verify/',
    phoneUrls: ['/verify/', `/verify/?${FULL_QUERY}&lostRevenueAnnual=291600`],
    performance: 98,
    jsKb: 4,
    lcpStartMs: 1035,
  },
  {
    path: '/contact',
    url: '/contact/',
    phoneUrls: ['/contact/', `/contact/?${FULL_QUERY}`],
    performance: 98,
    jsKb: 4,
    lcpStartMs: 1041,
  },
  {
    path: '/privacy',
    url: '/privacy/',
    phoneUrls: ['/privacy/', `/privacy/?${FULL_QUERY}`],
    performance: 100,
    jsKb: 4,
    lcpStartMs: 1150,
  },
  {
    path: '/demo',
    url: '/demo/?agent=bench-agent&company=Acme%20Roofing',
    phoneUrls: ['/demo/', `/demo/?agent=bench-agent&${FULL_QUERY}`],
    performance: 98,
    jsKb: 9,
    lcpStartMs: 1049,
  },
];

/** The phone loads of every route: the route's path, and ` with a query` for its second. */
export const PHONE_LOADS = BENCH_ROUTES.flatMap((route) =>
  route.phoneUrls.map((url, index) => ({
    name: index === 0 ? route.path : `${route.path} with a query`,
    path: route.path,
    url,
  })),
);

/**
 * Each island's own JS (its chunk and what only it imports, gzip, kB of 1000), React apart: the
 * chunk `hydrate-island` (React DOM's client, React, the scheduler) is shared by every React
 * island and loads once (69.55 kB). Set from the islands build with about 15 % of room (4 % for
 * React, which is not ours to shrink); enforced exactly.
 */
export const ISLAND_BUDGETS_KB = {
  react: 72,
  'site-header-island': 2.2,
  'contact-form-island': 5,
  'calculator-island': 11,
  'verify-island': 9.5,
  'demo-page-island': 3.8,
  'demo-call-island': 7.6,
};

/** Targets for every route, and what CI tolerates for the figures that depend on the machine. */
export const TARGETS = {
  /** Accessibility, best practices and SEO on every route. */
  otherCategories: 100,
  /** CI fails any category score below this (machine noise margin). */
  ciMinScore: 90,
  lcpMs: 1500,
  /** Lighthouse's mobile LCP curve scores 90 at 2.5 s. */
  ciLcpMs: 2500,
  tbtMs: 50,
  /**
   * The CI line for TBT on a machine of `tbtReferenceIndex` or faster. Lighthouse's mobile TBT
   * curve scores 90 at 200 ms, the line this held first; on these machines' Chromium 156 the same
   * pages measure 77-448 ms from run to run (one CI run, every route, benchmarkIndex 1557-2643
   * within minutes) and the median of seven runs of / and /verify 242 and 253 ms, on this build
   * and on e8c8d65 before it alike. 300 ms (Lighthouse's score of about 75) still fails a page
   * that gains some 25 ms of main-thread work per load; the table holds every route to 50 ms.
   */
  ciTbtMs: 300,
  /**
   * The Lighthouse benchmarkIndex at and above which CI holds TBT to `ciTbtMs`. Simulated
   * throttling multiplies the main-thread time it observes by a fixed 4, so TBT grows as the CPU
   * slows: the same build measured /calculator at 142 ms on a machine of benchmarkIndex 1542 and
   * at 246 ms on one of 1303 (the 2-core machines here range from about 1300 to 3700).
   */
  tbtReferenceIndex: 2000,
  cls: 0,
  /** Layout shift does not depend on CPU speed: only sub-pixel rounding is tolerated. */
  ciCls: 0.01,
  /**
   * The run-to-run spread of a route's LCP on one build (/ measured 1222 ms in one run and
   * 1081 ms as a median of 3): a smaller change than this is noise, not a regression.
   */
  lcpSpreadMs: 150,
  cssKb: 20,
  dailyBytes: 0,
  /**
   * The JS a phone's load fetches before any interaction, KiB of 1024, enforced exactly, with or
   * without a query: every route loads 3-7 KiB now (one React island woken at idle on a query
   * cost 86 KiB before the prefill scripts); 20 leaves room for a feature, never for React.
   */
  idleJsKib: 20,
  /** The blocking time of a phone's load at 4x CPU slowdown (median of the runs), the target. */
  idleBlockingMs: 50,
  /**
   * What CI tolerates of it. These are the browser's own tasks (parsing, style, layout, paint):
   * a route loads 3 kB of script before interaction. On an idle machine the medians of 3 runs
   * measure 0-60 ms; single tasks of 150-250 ms come and go with the machine, whatever the page
   * (a page of one heading measured 0-127 ms), and CI's machine is busy.
   */
  ciIdleBlockingMs: 200,
};

/**
 * @typedef {object} RouteFigures
 * @property {string} path
 * @property {Record<string, number>} scores category id -> score 0..100 (median)
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} jsBytes initial JS, gzip
 * @property {number} cssBytes CSS, gzip
 * @property {number} dailyBytes daily-js bytes loaded before any interaction, gzip
 * @property {number} [benchmarkIndex] the machine's speed while this route was measured (median
 *   of its runs); CI's TBT limit for the route follows it, else the run's overall index
 */

/**
 * @typedef {object} PhoneLoadFigures one of {@link PHONE_LOADS}, measured
 * @property {string} name
 * @property {number} jsBytes JS a 375x812 phone at 4x CPU fetched in 3 s after load, gzip
 * @property {number} blockingMs that load's blocking time of long tasks (median)
 */

/**
 * @typedef {object} BudgetCheck
 * @property {string} name what was checked, with the route
 * @property {string} actual the measured figure, formatted
 * @property {string} limit the limit it was held to, formatted
 * @property {boolean} ok
 */

const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`;
const kib = (bytes) => `${(bytes / KIB).toFixed(2)} KiB`;

function check(name, value, limit, format, ok) {
  return { name, actual: format(value), limit: format(limit), ok };
}

/**
 * The TBT limit CI holds a machine of `benchmarkIndex` to: `ciTbtMs` at `tbtReferenceIndex` or
 * faster, in proportion to how much slower the machine is below it, and never more than twice
 * `ciTbtMs`. Without a valid index it is `ciTbtMs`.
 * @param {number | undefined} benchmarkIndex
 * @returns {number}
 */
export function ciTbtLimit(benchmarkIndex) {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    return TARGETS.ciTbtMs;
  }
  const slower = Math.min(2, Math.max(1, TARGETS.tbtReferenceIndex / benchmarkIndex));
  return Math.round(TARGETS.ciTbtMs * slower);
}

/**
 * The routes whose CI check missed on a figure of Lighthouse's timing (performance score, LCP,
 * TBT): the figures that move with how fast and how busy the machine is, not with the build.
 * @param {BudgetCheck[]} checks CI checks, as {@link checkBudgets} gives them
 * @returns {string[]} route paths, in the order of `BENCH_ROUTES`
 */
export function routesMissedOnTiming(checks) {
  const missed = new Set(checks.filter((item) => !item.ok).map((item) => item.name));
  return BENCH_ROUTES.map(({ path }) => path).filter((path) =>
    [`${path} performance score`, `${path} LCP`, `${path} TBT`].some((name) => missed.has(name)),
  );
}

/**
 * Holds measured figures to the budgets. `ci: false` checks the real targets; `ci: true` checks
 * sizes exactly and the Lighthouse figures with the CI margin.
 * @param {{ routes: RouteFigures[], phoneLoads: PhoneLoadFigures[], voiceClientBytes: number, benchmarkIndex?: number }} figures
 * @param {{ ci: boolean }} options
 * @returns {BudgetCheck[]}
 */
export function checkBudgets({ routes, phoneLoads, voiceClientBytes, benchmarkIndex }, { ci }) {
  const checks = [];
  const ms = (value) => `${Math.round(value)} ms`;
  const plain = (value) => String(value);
  const cls = (value) => value.toFixed(3);
  for (const figures of routes) {
    const route = BENCH_ROUTES.find((candidate) => candidate.path === figures.path);
    if (!route) throw new Error(`No budget for route ${figures.path}`);
    for (const { id } of CATEGORIES) {
      const target = id === 'performance' ? route.performance : TARGETS.otherCategories;
      const limit = ci ? TARGETS.ciMinScore : target;
      const score = figures.scores[id] ?? 0;
      checks.push(check(`${route.path} ${id} score`, score, limit, plain, score >= limit));
    }
    // The target is the tighter of the absolute line and the route's LCP before the design.
    const lcp = ci
      ? TARGETS.ciLcpMs
      : Math.min(TARGETS.lcpMs, route.lcpStartMs + TARGETS.lcpSpreadMs);
    checks.push(check(`${route.path} LCP`, figures.lcpMs, lcp, ms, figures.lcpMs <= lcp));
    const tbt = ci ? ciTbtLimit(figures.benchmarkIndex ?? benchmarkIndex) : TARGETS.tbtMs;
    checks.push(check(`${route.path} TBT`, figures.tbtMs, tbt, ms, figures.tbtMs <= tbt));
    const clsLimit = ci ? TARGETS.ciCls : TARGETS.cls;
    checks.push(check(`${route.path} CLS`, figures.cls, clsLimit, cls, figures.cls <= clsLimit));
    const js = route.jsKb * KB;
    checks.push(check(`${route.path} initial JS`, figures.jsBytes, js, kb, figures.jsBytes <= js));
    const css = TARGETS.cssKb * KB;
    checks.push(check(`${route.path} CSS`, figures.cssBytes, css, kb, figures.cssBytes <= css));
    checks.push(
      check(
        `${route.path} daily-js before intent`,
        figures.dailyBytes,
        TARGETS.dailyBytes,
        (value) => `${value} B`,
        figures.dailyBytes <= TARGETS.dailyBytes,
      ),
    );
  }
  for (const load of phoneLoads) {
    const idleJs = TARGETS.idleJsKib * KIB;
    checks.push(
      check(
        `${load.name}: JS of a phone's load (4x CPU, 3 s idle)`,
        load.jsBytes,
        idleJs,
        kib,
        load.jsBytes <= idleJs,
      ),
    );
    const blocking = ci ? TARGETS.ciIdleBlockingMs : TARGETS.idleBlockingMs;
    checks.push(
      check(
        `${load.name}: blocking time of a phone's load (4x CPU)`,
        load.blockingMs,
        blocking,
        ms,
        load.blockingMs <= blocking,
      ),
    );
  }
  // In bytes: the package budgets in kB of 1024 bytes, this table in kB of 1000.
  const voice = VOICE_CLIENT_BUDGET.budget;
  checks.push(
    check(
      '@org/voice-client (no daily-js)',
      voiceClientBytes,
      voice,
      (value) => `${value} B`,
      voiceClientBytes <= voice,
    ),
  );
  return checks;
}

/**
 * Holds each island's own JS, and React's, to {@link ISLAND_BUDGETS_KB}, exactly.
 * @param {Record<string, number>} islandBytes island chunk name (or `react`) -> gzip bytes
 * @returns {BudgetCheck[]}
 */
export function checkIslandBudgets(islandBytes) {
  return Object.entries(ISLAND_BUDGETS_KB).map(([name, budgetKb]) => {
    const bytes = islandBytes[name];
    const limit = budgetKb * KB;
    return check(
      name === 'react' ? 'React, shared by the React islands' : `island ${name}`,
      bytes ?? Number.NaN,
      limit,
      kb,
      bytes !== undefined && bytes <= limit,
    );
  });
}
