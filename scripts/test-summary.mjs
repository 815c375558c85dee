// Reads the reports the test runners of `npm test` wrote and says what they mean, one line per
// kind of check, then one closing line that counts real tests only. It imports nothing outside
// Node itself, like `quickstart.mjs`, which calls it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * The reports each workspace folder's `test` (and the site's and provider-api's
 * `check-budgets`, and calculator-core's and provider-api's `typecheck`, which runs their type
 * tests) must leave in its `.test-report/`, by file name. A report that is missing means a runner crashed or never ran,
 * so it fails the run; a folder with a `test` script but no entry here fails it too, so a new
 * package cannot slip its tests past the summary.
 */
export const EXPECTED_REPORTS = {
  'packages/calculator-core': ['vitest.json', 'vitest-types.json'],
  'packages/consumer-check': ['vitest.json'],
  'packages/daily-fake': ['vitest.json', 'playwright.json'],
  'packages/loopback-http': ['vitest.json'],
  'packages/provider-api': ['vitest.json', 'vitest-types.json', 'budgets.json'],
  'packages/ui': ['vitest.json', 'visual.json'],
  'packages/voice-client': ['vitest.json', 'playwright.json'],
  'packages/webhooks': ['vitest.json'],
  'apps/site': [
    'vitest.json',
    'vitest-build-output.json',
    'playwright.json',
    'playwright-dev.json',
    'playwright-faults.json',
    'cross-engine.json',
    'budgets.json',
  ],
};

/** The vitest tag (see `packages/provider-api/vitest.config.ts`) of reachability checks. */
export const REACHABILITY_TAG = 'reachability';

/** The kinds counted in the closing line, in the order they are printed. */
export const TEST_KINDS = ['unit', 'type', 'stories', 'visual', 'e2e'];

/**
 * What a report file is, from its name: vitest's JSON, the site's budgets (in vitest's shape),
 * Playwright's JSON for the visual baselines, Playwright's JSON for the site's end-to-end specs,
 * or vitest's JSON for the site's cross-engine suite (end-to-end checks, one run per engine).
 * @param {string} file the report's file name
 * @returns {'vitest' | 'budgets' | 'visual' | 'e2e' | 'cross-engine'}
 */
export function reportFormat(file) {
  if (file === 'budgets.json') return 'budgets';
  if (file.startsWith('cross-engine')) return 'cross-engine';
  if (file === 'visual.json') return 'visual';
  if (file.startsWith('playwright')) return 'e2e';
  return 'vitest';
}

/**
 * The kind of one vitest test: a type test (`*.test-d.ts`), a Storybook story, a reachability
 * check (tagged), or a unit test.
 * @param {string} file the test file's path
 * @param {{ tags?: readonly string[] }} test the test's entry in the report
 * @returns {'unit' | 'type' | 'stories' | 'reachability'}
 */
export function vitestKind(file, test) {
  if (test.tags?.includes(REACHABILITY_TAG)) return 'reachability';
  if (/\.test-d\.tsx?$/.test(file)) return 'type';
  if (/\.stories\.tsx?$/.test(file)) return 'stories';
  return 'unit';
}

/** @returns {{ passed: number, failed: number, skipped: number }} */
function tally() {
  return { passed: 0, failed: 0, skipped: 0 };
}

/** @param {string} status a vitest test status */
function vitestOutcome(status) {
  if (status === 'passed') return 'passed';
  if (status === 'failed') return 'failed';
  return 'skipped';
}

/**
 * Every spec of a Playwright report, each with its runs (one per project it ran in). A spec
 * counts once: it failed if any run failed, it was skipped if every run was, else it passed.
 * A failed spec also says where it is, in which projects it failed, and its first error's line.
 * @param {any} report Playwright's JSON report
 * @returns {{ outcome: 'passed' | 'failed' | 'skipped', runs: number, projects: string[], failure?: Failure }[]}
 */
export function playwrightSpecs(report) {
  const specs = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const tests = spec.tests ?? [];
      const ran = tests.filter((test) => test.status !== 'skipped');
      const failed = tests.filter((test) => test.status === 'unexpected');
      let outcome = 'passed';
      if (failed.length > 0) outcome = 'failed';
      else if (ran.length === 0) outcome = 'skipped';
      const entry = { outcome, runs: ran.length, projects: ran.map((test) => test.projectName) };
      if (outcome === 'failed') {
        entry.failure = {
          title: [...titles, spec.title].join(' › '),
          projects: failed.map((test) => test.projectName),
          message: failed
            .flatMap((test) => test.results ?? [])
            .map(resultMessage)
            .find(Boolean),
        };
      }
      specs.push(entry);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title].filter(Boolean));
  return specs;
}

/**
 * Every check of the cross-engine suite's report (vitest's JSON, apps/site/cross-engine), each
 * with its runs, one per engine (the test's outermost `describe`), counted as a Playwright spec
 * is across its projects: it failed if any engine's run failed, it was skipped if every run was.
 * @param {any} report vitest's JSON report
 * @returns {ReturnType<typeof playwrightSpecs>}
 */
export function crossEngineSpecs(report) {
  /** @type {Map<string, { engine: string, status: string, message?: string }[]>} */
  const checks = new Map();
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const [engine = '', ...groups] = test.ancestorTitles ?? [];
      const title = [...groups, test.title].join(' › ');
      if (!checks.has(title)) checks.set(title, []);
      checks.get(title).push({
        engine,
        status: vitestOutcome(test.status),
        message: firstLine(test.failureMessages?.[0]),
      });
    }
  }
  return [...checks].map(([title, runs]) => {
    const ran = runs.filter((run) => run.status !== 'skipped');
    const failed = runs.filter((run) => run.status === 'failed');
    let outcome = 'passed';
    if (failed.length > 0) outcome = 'failed';
    else if (ran.length === 0) outcome = 'skipped';
    const entry = { outcome, runs: ran.length, projects: ran.map((run) => run.engine) };
    if (outcome === 'failed') {
      entry.failure = {
        title: `cross-engine › ${title}`,
        projects: failed.map((run) => run.engine),
        message: failed.map((run) => run.message).find(Boolean),
      };
    }
    return entry;
  });
}

/**
 * A test that failed, as the summary names it: where it is, the projects it failed in (end to
 * end only) and the first line of its error (with the step it waited on, for a timeout).
 * @typedef {{ title: string, projects?: string[], message?: string }} Failure
 */

/**
 * What a failed run's summary line says: its first error's first line (undefined for none). A test that ran out of
 * time also says the step it was waiting on, and where: Playwright reports that step as a second
 * error (`page.evaluate: Test timeout of 30000ms exceeded.`) with its location, and a timeout
 * alone does not say whether the test hung or was merely slow, nor where.
 * @param {any} result a run's result in a Playwright report
 * @returns {string | undefined}
 */
function resultMessage(result) {
  const [first, ...rest] = result.errors?.length ? result.errors : [result.error];
  const message = firstLine(first?.message);
  const step = rest.find((error) => error?.location);
  if (!message?.startsWith('Test timeout') || !step) return message;
  const { file, line } = step.location;
  const action = firstLine(step.message)
    ?.replace(/^Error: /, '')
    .split(':')[0];
  return `${message} Waiting on ${action} at ${basename(file)}:${line}`;
}

/** The first line of an error's text, its colour codes removed; undefined for none. */
function firstLine(text) {
  if (typeof text !== 'string') return undefined;
  return stripVTControlCharacters(text).trim().split('\n')[0] || undefined;
}

/**
 * Reads the expected reports (and notices unexpected ones) under `root`.
 * @param {string} root the workspace root
 * @param {Record<string, readonly string[]>} [expected]
 * @returns {{ path: string, format: ReturnType<typeof reportFormat>, report?: any, problem?: string }[]}
 */
export function readReports(root, expected = EXPECTED_REPORTS) {
  const entries = [];
  for (const group of ['packages', 'apps']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir)) {
      const folder = `${group}/${name}`;
      const manifest = join(groupDir, name, 'package.json');
      if (!existsSync(manifest) || folder in expected) continue;
      const scripts = JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {};
      if (scripts.test) {
        entries.push({
          path: folder,
          format: 'vitest',
          problem: `no expected reports declared for ${folder} (scripts/test-summary.mjs)`,
        });
      }
    }
  }
  for (const [folder, files] of Object.entries(expected)) {
    const dir = join(root, folder, '.test-report');
    for (const file of files) {
      const path = `${folder}/.test-report/${file}`;
      const format = reportFormat(file);
      if (!existsSync(join(dir, file))) {
        entries.push({ path, format, problem: `missing report: ${path}` });
        continue;
      }
      try {
        entries.push({ path, format, report: JSON.parse(readFileSync(join(dir, file), 'utf8')) });
      } catch (error) {
        entries.push({ path, format, problem: `unreadable report: ${path} (${error.message})` });
      }
    }
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.json') && !files.includes(file)) {
        const path = `${folder}/.test-report/${file}`;
        entries.push({
          path,
          format: reportFormat(file),
          problem: `unexpected report: ${path} (declare it in scripts/test-summary.mjs)`,
        });
      }
    }
  }
  return entries;
}

/** A test file's name as vitest reports it (absolute), relative to its package's folder. */
function fileInFolder(folder, name) {
  const path = String(name ?? '');
  const at = path.indexOf(`${folder}/`);
  return at >= 0 ? path.slice(at + folder.length + 1) : path;
}

/**
 * Problems a vitest-shaped report states beyond its tests' own outcomes: a file that failed with
 * no failed test (it did not load, or a hook or an error outside its tests failed it). A file
 * with a failed test is that test's failure, already listed: vitest counts it, and each of its
 * describe blocks, in `numFailedTestSuites` too, so that count says nothing more.
 */
function vitestProblems(path, folder, report) {
  if (!Array.isArray(report.testResults)) return [`invalid report: ${path} (no testResults)`];
  const problems = [];
  let failedTests = false;
  for (const file of report.testResults) {
    if ((file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failedTests = true;
    } else if (file.status === 'failed') {
      const why = firstLine(file.message);
      problems.push(
        `${path}: ${fileInFolder(folder, file.name)} failed outside its tests${why ? `: ${why}` : ''}`,
      );
    }
  }
  // vitest says `success: false` with no failed test for errors outside the tests (an unhandled
  // rejection, a type error in a type test's file): those fail the run as well.
  if (report.success === false && !failedTests && problems.length === 0) {
    problems.push(`${path}: the runner reported failure outside the tests`);
  }
  return problems;
}

/** Problems a Playwright report states beyond its tests' own outcomes. */
function playwrightProblems(path, report) {
  if (!Array.isArray(report.suites)) return [`invalid report: ${path} (no suites)`];
  const problems = [];
  for (const error of report.errors ?? []) {
    const message = String(error.message ?? error.value ?? 'unknown error').split('\n')[0];
    problems.push(`${path}: ${message}`);
  }
  if (report.stats?.interrupted > 0) problems.push(`${path}: the run was interrupted`);
  return problems;
}

/**
 * The meaning of the reports: each kind's counts, the closing total (real tests only), and the
 * problems that fail the run even when every counted test passed.
 * @param {ReturnType<typeof readReports>} entries
 * @param {{ exitCodes?: readonly number[] }} [options] the runners' exit codes
 */
export function summarise(entries, { exitCodes = [] } = {}) {
  const kinds = Object.fromEntries([...TEST_KINDS, 'reachability'].map((kind) => [kind, tally()]));
  const e2e = { runs: 0, projects: new Set() };
  const budgets = { met: 0, missed: 0 };
  const problems = [];
  /** @type {(Failure & { report: string })[]} */
  const failures = [];
  let read = 0;

  for (const entry of entries) {
    if (entry.problem) {
      problems.push(entry.problem);
      continue;
    }
    const { path, format, report } = entry;
    const folder = path.slice(0, path.indexOf('/.test-report/'));
    if (report === null || typeof report !== 'object') {
      problems.push(`invalid report: ${path} (not an object)`);
      continue;
    }
    read += 1;
    if (format === 'cross-engine') {
      const found = vitestProblems(path, folder, report);
      problems.push(...found);
      if (found[0]?.startsWith('invalid')) continue;
      for (const spec of crossEngineSpecs(report)) {
        kinds.e2e[spec.outcome] += 1;
        if (spec.failure) failures.push({ report: folder, ...spec.failure });
        e2e.runs += spec.runs;
        for (const engine of spec.projects) e2e.projects.add(`cross-engine ${engine}`);
      }
    } else if (format === 'vitest' || format === 'budgets') {
      const found = vitestProblems(path, folder, report);
      problems.push(...found);
      if (found[0]?.startsWith('invalid')) continue;
      for (const file of report.testResults) {
        for (const test of file.assertionResults ?? []) {
          const outcome = vitestOutcome(test.status);
          if (outcome === 'failed') {
            failures.push({
              report: folder,
              title: `${fileInFolder(folder, file.name)} › ${test.fullName ?? test.title}`,
              message: firstLine(test.failureMessages?.[0]),
            });
          }
          if (format === 'budgets') {
            if (outcome === 'passed') budgets.met += 1;
            else if (outcome === 'failed') budgets.missed += 1;
          } else kinds[vitestKind(file.name ?? '', test)][outcome] += 1;
        }
      }
      if (format === 'budgets' && budgets.met + budgets.missed === 0) {
        problems.push(`${path}: no budget was checked`);
      }
    } else {
      const found = playwrightProblems(path, report);
      problems.push(...found);
      if (found[0]?.startsWith('invalid')) continue;
      const prefix = path.includes('playwright-dev') ? 'dev ' : '';
      for (const spec of playwrightSpecs(report)) {
        kinds[format][spec.outcome] += 1;
        if (spec.failure) failures.push({ report: folder, ...spec.failure });
        if (format === 'e2e') {
          e2e.runs += spec.runs;
          for (const project of spec.projects) e2e.projects.add(`${prefix}${project}`);
        }
      }
    }
  }

  const total = tally();
  for (const kind of TEST_KINDS) {
    for (const key of Object.keys(total)) total[key] += kinds[kind][key];
  }
  const failedRunners = exitCodes.filter((code) => code !== 0);
  if (failedRunners.length > 0) {
    problems.push(`a runner exited with ${failedRunners.join(', ')}`);
  }
  if (budgets.missed > 0) problems.push(`${budgets.missed} budget(s) missed`);
  if (kinds.reachability.failed > 0) {
    problems.push(`${kinds.reachability.failed} reachability check(s) failed`);
  }
  const ok = problems.length === 0 && total.failed === 0 && total.passed > 0;
  return {
    kinds,
    e2e: { runs: e2e.runs, projects: [...e2e.projects].sort() },
    budgets,
    total,
    read,
    failures,
    problems,
    ok,
  };
}

/** @param {{ passed: number, failed: number, skipped: number }} counts */
function counts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/**
 * The summary as printed: one line per kind, the problems, then the closing line.
 * @param {ReturnType<typeof summarise>} summary
 * @returns {string}
 */
export function formatSummary(summary) {
  const { kinds, e2e, budgets, total } = summary;
  const e2eSpecs = kinds.e2e.passed + kinds.e2e.failed + kinds.e2e.skipped;
  const lines = [
    '',
    `Test reports read: ${summary.read}`,
    `unit:            ${counts(kinds.unit)}`,
    `type:            ${counts(kinds.type)}`,
    `stories:         ${counts(kinds.stories)}`,
    `visual:          ${counts(kinds.visual)} (one per story, every width it is captured at)`,
    `end-to-end:      ${counts(kinds.e2e)} (${e2eSpecs} specs, ${e2e.runs} runs over ${e2e.projects.join(', ') || 'no project'}; a spec passes when every run did)`,
    `budgets:         ${budgets.met} budgets met, ${budgets.missed} missed (not tests: not in the total)`,
    `reachability:    ${counts(kinds.reachability)} (operations the mock provider answers; not in the total)`,
    ...failureLines(summary.failures),
    ...summary.problems.map((problem) => `✗ ${problem}`),
    counts(total),
  ];
  return `${lines.join('\n')}\n`;
}

/** How many failed tests the summary names; the runners' own output above has them all. */
export const NAMED_FAILURES = 20;

/**
 * A line per failed test, so the end of the output (often all a CI log keeps) says which failed
 * and why, not only how many.
 * @param {readonly (Failure & { report: string })[]} failures
 */
function failureLines(failures) {
  const lines = failures.slice(0, NAMED_FAILURES).map(({ report, title, projects, message }) => {
    const where = projects?.length ? ` [${projects.join(', ')}]` : '';
    const line = `✗ failed: ${report}: ${title}${where}${message ? `: ${message}` : ''}`;
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
  });
  if (failures.length > NAMED_FAILURES) {
    lines.push(
      `✗ … and ${failures.length - NAMED_FAILURES} more failed tests (see the runners' output above)`,
    );
  }
  return lines;
}
