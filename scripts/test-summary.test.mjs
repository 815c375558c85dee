import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import {
  crossEngineSpecs,
  EXPECTED_REPORTS,
  formatSummary,
  NAMED_FAILURES,
  playwrightSpecs,
  readReports,
  reportFormat,
  summarise,
} from './test-summary.mjs';

/** A vitest JSON report holding `tests` (file, status, tags) as vitest writes them. */
function vitestReport(tests, extra = {}) {
  const files = new Map();
  for (const { file, status = 'passed', tags = [] } of tests) {
    if (!files.has(file)) files.set(file, []);
    files.get(file).push({ title: `${file} ${files.get(file).length}`, status, tags });
  }
  const failed = tests.filter((test) => test.status === 'failed').length;
  // As vitest's JSON reporter writes a file: failed when one of its tests failed.
  const testResults = [...files].map(([name, assertionResults]) => ({
    name,
    status: assertionResults.some((test) => test.status === 'failed') ? 'failed' : 'passed',
    message: '',
    assertionResults,
  }));
  return {
    numFailedTestSuites: testResults.filter((file) => file.status === 'failed').length,
    numPassedTests: tests.length - failed,
    numFailedTests: failed,
    success: failed === 0,
    testResults,
    ...extra,
  };
}

/** A Playwright JSON report: `specs` maps a title to the status of its run in each project. */
function playwrightReport(specs, extra = {}) {
  return {
    config: {},
    errors: [],
    stats: { expected: 0, unexpected: 0, skipped: 0, flaky: 0 },
    suites: [
      {
        title: 'a.spec.ts',
        specs: [],
        suites: [
          {
            title: 'a group',
            specs: Object.entries(specs).map(([title, runs]) => ({
              title,
              tests: Object.entries(runs).map(([projectName, status]) => ({ projectName, status })),
            })),
          },
        ],
      },
    ],
    ...extra,
  };
}

/**
 * The cross-engine suite's report (vitest's JSON, one file per engine, the engine the outermost
 * `describe`): `checks` maps a title to its status in each engine, and optionally its failure.
 */
function crossEngineReport(checks) {
  const files = new Map();
  for (const [title, runs] of Object.entries(checks)) {
    for (const [engine, status] of Object.entries(runs)) {
      if (!files.has(engine)) files.set(engine, []);
      files.get(engine).push({
        ancestorTitles: [engine],
        title,
        fullName: `${engine} ${title}`,
        status,
        failureMessages: status === 'failed' ? [`Error: ${title} failed in ${engine}\n  at x`] : [],
      });
    }
  }
  const failed = [...files.values()].flat().some((test) => test.status === 'failed');
  return {
    numFailedTestSuites: 0,
    success: !failed,
    testResults: [...files].map(([engine, assertionResults]) => ({
      name: `/w/apps/site/cross-engine/${engine}.test.ts`,
      assertionResults,
    })),
  };
}

/** The budgets report, in the shape `apps/site/scripts/bench/test-report.mjs` writes. */
function budgetsReport(statuses) {
  return {
    success: !statuses.includes('failed'),
    testResults: [
      {
        name: 'budgets',
        assertionResults: statuses.map((status, i) => ({ title: `b${i}`, status })),
      },
    ],
  };
}

const EXPECTED = {
  'packages/ui': ['vitest.json', 'visual.json'],
  'packages/provider-api': ['vitest.json'],
  'apps/site': ['playwright.json', 'playwright-dev.json', 'playwright-faults.json', 'budgets.json'],
};

let root;

/** Writes `content` (an object, or raw text) as a report of `folder`. */
function write(folder, file, content) {
  const dir = join(root, folder, '.test-report');
  mkdirSync(dir, { recursive: true });
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  writeFileSync(join(dir, file), text);
}

/** A complete, all-green set of the reports EXPECTED names. */
function writeGreenReports() {
  write(
    'packages/ui',
    'vitest.json',
    vitestReport([
      { file: '/w/packages/ui/src/button.test.tsx' },
      { file: '/w/packages/ui/src/button.test.tsx' },
      { file: '/w/packages/ui/src/button.stories.tsx' },
    ]),
  );
  write(
    'packages/ui',
    'visual.json',
    playwrightReport({
      'Button / Primary': { '': 'expected' },
      'Footer / Default': { '': 'expected' },
    }),
  );
  write(
    'packages/provider-api',
    'vitest.json',
    vitestReport([
      { file: '/w/packages/provider-api/src/client.test-d.ts' },
      { file: '/w/packages/provider-api/test/every-operation.test.ts' },
      { file: '/w/packages/provider-api/test/every-operation.test.ts', tags: ['reachability'] },
      { file: '/w/packages/provider-api/test/every-operation.test.ts', tags: ['reachability'] },
    ]),
  );
  write(
    'apps/site',
    'playwright.json',
    playwrightReport({
      'home renders': { desktop: 'expected', mobile: 'expected' },
      'headers @desktop-only': { desktop: 'expected' },
      'real call': { 'real-daily': 'flaky' },
    }),
  );
  write(
    'apps/site',
    'playwright-dev.json',
    playwrightReport({ 'dev console': { desktop: 'expected' } }),
  );
  write(
    'apps/site',
    'playwright-faults.json',
    playwrightReport({ 'a fault': { 'real-daily-faults': 'expected' } }),
  );
  write('apps/site', 'budgets.json', budgetsReport(['passed', 'passed', 'passed']));
}

const run = (options) => summarise(readReports(root, EXPECTED), options);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'test-summary-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('summarise', () => {
  it('classifies each test by kind and totals the real tests only', () => {
    writeGreenReports();
    const summary = run({ exitCodes: [0, 0] });
    assert.deepEqual(summary.kinds, {
      unit: { passed: 3, failed: 0, skipped: 0 },
      type: { passed: 1, failed: 0, skipped: 0 },
      stories: { passed: 1, failed: 0, skipped: 0 },
      visual: { passed: 2, failed: 0, skipped: 0 },
      e2e: { passed: 5, failed: 0, skipped: 0 },
      reachability: { passed: 2, failed: 0, skipped: 0 },
    });
    assert.deepEqual(summary.budgets, { met: 3, missed: 0 });
    assert.deepEqual(summary.total, { passed: 12, failed: 0, skipped: 0 });
    assert.deepEqual(summary.problems, []);
    assert.equal(summary.read, 7);
    assert.equal(summary.ok, true);
  });

  it('counts an end-to-end spec once across its viewports, and says how many runs', () => {
    writeGreenReports();
    const summary = run();
    assert.equal(summary.kinds.e2e.passed, 5);
    assert.equal(summary.e2e.runs, 6);
    assert.deepEqual(summary.e2e.projects, [
      'desktop',
      'dev desktop',
      'mobile',
      'real-daily',
      'real-daily-faults',
    ]);
  });

  it('fails a spec whose run failed in one viewport only', () => {
    writeGreenReports();
    write(
      'apps/site',
      'playwright.json',
      playwrightReport({
        'home renders': { desktop: 'expected', mobile: 'unexpected' },
        'contact renders': { desktop: 'expected', mobile: 'expected' },
      }),
    );
    const summary = run();
    assert.deepEqual(summary.kinds.e2e, { passed: 3, failed: 1, skipped: 0 });
    assert.equal(summary.total.failed, 1);
    assert.equal(summary.ok, false);
  });

  it('keeps budgets out of the total, yet fails the run on a missed one', () => {
    writeGreenReports();
    write('apps/site', 'budgets.json', budgetsReport(['passed', 'failed', 'passed']));
    const summary = run();
    assert.deepEqual(summary.budgets, { met: 2, missed: 1 });
    assert.deepEqual(summary.total, { passed: 12, failed: 0, skipped: 0 });
    assert.deepEqual(summary.problems, ['1 budget(s) missed']);
    assert.equal(summary.ok, false);
  });

  it('keeps reachability out of the total, yet fails the run on a failed check', () => {
    writeGreenReports();
    write(
      'packages/provider-api',
      'vitest.json',
      vitestReport([
        { file: '/w/packages/provider-api/test/every-operation.test.ts' },
        { file: '/w/p/test/every-operation.test.ts', tags: ['reachability'], status: 'failed' },
      ]),
    );
    const summary = run();
    assert.deepEqual(summary.kinds.reachability, { passed: 0, failed: 1, skipped: 0 });
    assert.equal(summary.total.failed, 0);
    assert.deepEqual(summary.problems, ['1 reachability check(s) failed']);
    assert.equal(summary.ok, false);
  });

  it('fails the run on a missing report, without hiding it behind "0 failed"', () => {
    writeGreenReports();
    rmSync(join(root, 'apps/site/.test-report/playwright-dev.json'));
    const summary = run({ exitCodes: [0] });
    assert.deepEqual(summary.problems, [
      'missing report: apps/site/.test-report/playwright-dev.json',
    ]);
    assert.equal(summary.ok, false);
    assert.match(
      formatSummary(summary),
      /✗ missing report: apps\/site\/\.test-report\/playwright-dev\.json\n/,
    );
  });

  it('fails the run when the fault matrix left no report (its runner goes last)', () => {
    writeGreenReports();
    rmSync(join(root, 'apps/site/.test-report/playwright-faults.json'));
    const summary = run({ exitCodes: [1] });
    assert.deepEqual(summary.problems, [
      'missing report: apps/site/.test-report/playwright-faults.json',
      'a runner exited with 1',
    ]);
    assert.equal(summary.ok, false);
  });

  it('fails the run on a report that is not valid JSON', () => {
    writeGreenReports();
    write('packages/ui', 'vitest.json', '{"numPassedTests": 3, "testResults": [');
    const summary = run();
    assert.equal(summary.problems.length, 1);
    assert.match(
      summary.problems[0],
      /^unreadable report: packages\/ui\/\.test-report\/vitest\.json/,
    );
    assert.equal(summary.ok, false);
  });

  it('fails the run on JSON that is not a report', () => {
    writeGreenReports();
    write('apps/site', 'playwright.json', { stats: { expected: 40 } });
    const summary = run();
    assert.deepEqual(summary.problems, [
      'invalid report: apps/site/.test-report/playwright.json (no suites)',
    ]);
    assert.equal(summary.ok, false);
  });

  it('fails the run when a runner crashed after writing green partial reports', () => {
    writeGreenReports();
    const summary = run({ exitCodes: [0, 1] });
    assert.equal(summary.total.failed, 0);
    assert.deepEqual(summary.problems, ['a runner exited with 1']);
    assert.equal(summary.ok, false);
  });

  it('fails the run on errors outside the tests: a Playwright global error, a vitest file that did not load', () => {
    writeGreenReports();
    write(
      'packages/ui',
      'visual.json',
      playwrightReport(
        {},
        { errors: [{ message: 'Error: Timed out waiting 30000ms from config.webServer.\nstack' }] },
      ),
    );
    const report = vitestReport([{ file: '/w/packages/provider-api/src/a.test.ts' }], {
      success: false,
    });
    // As vitest writes a file that did not load: failed, with no test and the error's message.
    report.testResults.push({
      name: '/w/packages/provider-api/src/b.test.ts',
      status: 'failed',
      message: 'Failed to load url ./missing.ts (resolved id: ./missing.ts)\nin b.test.ts',
      assertionResults: [],
    });
    write('packages/provider-api', 'vitest.json', report);
    const summary = run();
    assert.deepEqual(summary.problems, [
      'packages/ui/.test-report/visual.json: Error: Timed out waiting 30000ms from config.webServer.',
      'packages/provider-api/.test-report/vitest.json: src/b.test.ts failed outside its tests: Failed to load url ./missing.ts (resolved id: ./missing.ts)',
    ]);
    assert.equal(summary.ok, false);
  });

  it('fails the run on a vitest failure outside every file: an unhandled rejection', () => {
    writeGreenReports();
    write(
      'packages/provider-api',
      'vitest.json',
      vitestReport([{ file: '/w/packages/provider-api/src/a.test.ts' }], { success: false }),
    );
    assert.deepEqual(run().problems, [
      'packages/provider-api/.test-report/vitest.json: the runner reported failure outside the tests',
    ]);
  });

  it('reports a failed test as that failure alone, not also as its file and describe failing', () => {
    writeGreenReports();
    // vitest counts the failed test's file and its describe block as failed suites.
    const report = vitestReport(
      [{ file: '/w/packages/provider-api/src/a.test.ts', status: 'failed' }],
      { numFailedTestSuites: 2 },
    );
    write('packages/provider-api', 'vitest.json', report);
    const summary = run();
    assert.deepEqual(summary.problems, []);
    assert.equal(summary.total.failed, 1);
    assert.equal(summary.ok, false);
  });

  it('fails the run when nothing passed', () => {
    for (const [folder, files] of Object.entries(EXPECTED)) {
      for (const file of files) {
        if (file === 'budgets.json') write(folder, file, budgetsReport(['passed']));
        else if (file === 'vitest.json') write(folder, file, vitestReport([]));
        else write(folder, file, playwrightReport({}));
      }
    }
    const summary = run();
    assert.deepEqual(summary.problems, []);
    assert.equal(summary.total.passed, 0);
    assert.equal(summary.ok, false);
  });

  it('fails the run on a report nobody declared, and on a package whose reports are not declared', () => {
    writeGreenReports();
    write('packages/ui', 'extra.json', vitestReport([{ file: 'x.test.ts' }]));
    mkdirSync(join(root, 'packages/new-thing'), { recursive: true });
    writeFileSync(
      join(root, 'packages/new-thing/package.json'),
      '{"scripts":{"test":"vitest run"}}',
    );
    const summary = run();
    assert.deepEqual(summary.problems, [
      'no expected reports declared for packages/new-thing (scripts/test-summary.mjs)',
      'unexpected report: packages/ui/.test-report/extra.json (declare it in scripts/test-summary.mjs)',
    ]);
    assert.equal(summary.ok, false);
  });
});

describe('the cross-engine report', () => {
  const withCrossEngine = {
    ...EXPECTED,
    'apps/site': [...EXPECTED['apps/site'], 'cross-engine.json'],
  };
  const runWithCrossEngine = () => summarise(readReports(root, withCrossEngine));

  it('counts each check once as an end-to-end spec, with a run in each engine', () => {
    writeGreenReports();
    write(
      'apps/site',
      'cross-engine.json',
      crossEngineReport({
        '/ at 375 and 1280 px': { chromium: 'passed', firefox: 'passed', webkit: 'passed' },
        'a real daily-js call': { firefox: 'passed' },
      }),
    );
    const summary = runWithCrossEngine();
    assert.deepEqual(summary.kinds.e2e, { passed: 7, failed: 0, skipped: 0 });
    assert.equal(summary.e2e.runs, 10);
    assert.deepEqual(
      summary.e2e.projects.filter((project) => project.startsWith('cross-engine')),
      ['cross-engine chromium', 'cross-engine firefox', 'cross-engine webkit'],
    );
    assert.equal(summary.ok, true);
  });

  it('fails a check that failed in one engine, naming the engine and the first error line', () => {
    writeGreenReports();
    write(
      'apps/site',
      'cross-engine.json',
      crossEngineReport({
        '/demo: no web call': { chromium: 'passed', webkit: 'failed' },
        '/contact sends': { chromium: 'passed', webkit: 'passed' },
      }),
    );
    const summary = runWithCrossEngine();
    assert.deepEqual(summary.kinds.e2e, { passed: 6, failed: 1, skipped: 0 });
    assert.equal(summary.ok, false);
    assert.ok(
      formatSummary(summary)
        .split('\n')
        .includes(
          '✗ failed: apps/site: cross-engine › /demo: no web call [webkit]: Error: /demo: no web call failed in webkit',
        ),
    );
  });

  it('fails the run when the suite left no report', () => {
    writeGreenReports();
    const summary = runWithCrossEngine();
    assert.deepEqual(summary.problems, [
      'missing report: apps/site/.test-report/cross-engine.json',
    ]);
  });

  it('reads nested groups into the check title and a check skipped in every engine as skipped', () => {
    const report = crossEngineReport({ 'only somewhere': { firefox: 'skipped' } });
    report.testResults[0].assertionResults[0].ancestorTitles = ['firefox', 'a group'];
    assert.deepEqual(crossEngineSpecs(report), [{ outcome: 'skipped', runs: 0, projects: [] }]);
  });
});

describe('EXPECTED_REPORTS', () => {
  it("declares the cross-engine suite's report, read as end-to-end checks per engine", () => {
    assert.ok(EXPECTED_REPORTS['apps/site'].includes('cross-engine.json'));
    assert.equal(reportFormat('cross-engine.json'), 'cross-engine');
  });

  it("declares the site's three Playwright reports, each read as end-to-end specs", () => {
    const site = EXPECTED_REPORTS['apps/site'];
    for (const file of ['playwright.json', 'playwright-dev.json', 'playwright-faults.json']) {
      assert.ok(site.includes(file), file);
      assert.equal(reportFormat(file), 'e2e');
    }
  });

  it('declares the Playwright reports of the packages with browser tests on the real daily-js', () => {
    for (const folder of ['packages/daily-fake', 'packages/voice-client']) {
      assert.deepEqual(EXPECTED_REPORTS[folder], ['vitest.json', 'playwright.json'], folder);
    }
    assert.equal(reportFormat('playwright.json'), 'e2e');
  });
});

describe('playwrightSpecs', () => {
  it('treats a spec skipped in every project as skipped, and a skipped run as no run', () => {
    const specs = playwrightSpecs(
      playwrightReport({
        'only on desktop': { desktop: 'expected', mobile: 'skipped' },
        nowhere: { desktop: 'skipped', mobile: 'skipped' },
      }),
    );
    assert.deepEqual(specs, [
      { outcome: 'passed', runs: 1, projects: ['desktop'] },
      { outcome: 'skipped', runs: 0, projects: [] },
    ]);
  });
});

describe('formatSummary', () => {
  it('names each failed test, where it failed and its first error line, above the closing line', () => {
    writeGreenReports();
    const report = playwrightReport({
      'home renders': { desktop: 'expected', mobile: 'unexpected' },
    });
    report.suites[0].suites[0].specs[0].tests[1].results = [
      {
        error: {
          message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: x',
        },
      },
    ];
    write('apps/site', 'playwright.json', report);
    write(
      'packages/provider-api',
      'vitest.json',
      vitestReport([{ file: '/w/packages/provider-api/src/client.test.ts', status: 'failed' }]),
    );
    const lines = formatSummary(run()).trimEnd().split('\n');
    assert.deepEqual(
      lines.filter((line) => line.startsWith('✗ failed')),
      [
        '✗ failed: packages/provider-api: src/client.test.ts › /w/packages/provider-api/src/client.test.ts 0',
        '✗ failed: apps/site: a.spec.ts › a group › home renders [mobile]: Error: expect(locator).toBeVisible() failed',
      ],
    );
    assert.equal(lines.at(-1), '7 passed, 2 failed, 0 skipped');
  });

  it('names the step a timed-out test was waiting on, and where it is', () => {
    writeGreenReports();
    const report = playwrightReport({ 'probes answer': { desktop: 'unexpected' } });
    report.suites[0].suites[0].specs[0].tests[0].results = [
      {
        error: { message: '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m' },
        errors: [
          { message: '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m' },
          {
            location: { file: '/w/packages/daily-fake/e2e/conformance.spec.ts', line: 145 },
            message: 'Error: page.evaluate: Test timeout of 30000ms exceeded.\n\n> 145 | await',
          },
        ],
      },
    ];
    write('apps/site', 'playwright.json', report);
    const lines = formatSummary(run()).trimEnd().split('\n');
    assert.deepEqual(
      lines.filter((line) => line.startsWith('✗ failed')),
      [
        '✗ failed: apps/site: a.spec.ts › a group › probes answer [desktop]: Test timeout of 30000ms exceeded. Waiting on page.evaluate at conformance.spec.ts:145',
      ],
    );
  });

  it('names at most NAMED_FAILURES failed tests, then says how many more', () => {
    writeGreenReports();
    const many = NAMED_FAILURES + 3;
    write(
      'packages/provider-api',
      'vitest.json',
      vitestReport(
        Array.from({ length: many }, () => ({
          file: '/w/packages/provider-api/a.test.ts',
          status: 'failed',
        })),
      ),
    );
    const lines = formatSummary(run()).split('\n');
    assert.equal(lines.filter((line) => line.startsWith('✗ failed')).length, NAMED_FAILURES);
    assert.ok(lines.includes("✗ … and 3 more failed tests (see the runners' output above)"));
  });

  it('prints a line per kind above the closing line of real tests', () => {
    writeGreenReports();
    const lines = formatSummary(run()).trimEnd().split('\n');
    assert.equal(lines.at(-1), '12 passed, 0 failed, 0 skipped');
    assert.match(
      lines.join('\n'),
      /^end-to-end: +5 passed, 0 failed, 0 skipped \(5 specs, 6 runs over desktop, dev desktop, mobile, real-daily, real-daily-faults;/m,
    );
    assert.match(lines.join('\n'), /^budgets: +3 budgets met, 0 missed/m);
    assert.match(lines.join('\n'), /^reachability: +2 passed, 0 failed, 0 skipped/m);
  });
});
