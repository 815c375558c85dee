import { describe, expect, it } from 'vitest';
import {
  BENCH_ROUTES,
  checkBudgets,
  checkIslandBudgets,
  ciTbtLimit,
  ISLAND_BUDGETS_KB,
  KB,
  KIB,
  PHONE_LOADS,
  routesMissedOnTiming,
} from './budgets.mjs';
import { VOICE_CLIENT_BUDGET } from './voice-client-size.mjs';

const perfect = (path) => ({
  path,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 800,
  tbtMs: 10,
  cls: 0,
  jsBytes: 3 * KB,
  cssBytes: 5 * KB,
  dailyBytes: 0,
});
const allLoads = () => PHONE_LOADS.map(({ name }) => ({ name, jsBytes: 3 * KIB, blockingMs: 0 }));

const allPerfect = () => BENCH_ROUTES.map(({ path }) => perfect(path));
const failures = (checks) => checks.filter((item) => !item.ok).map((item) => item.name);

describe('checkBudgets', () => {
  it('passes figures that meet every target, in both modes', () => {
    const figures = { routes: allPerfect(), phoneLoads: allLoads(), voiceClientBytes: 9 * KB };
    expect(failures(checkBudgets(figures, { ci: false }))).toEqual([]);
    expect(failures(checkBudgets(figures, { ci: true }))).toEqual([]);
  });

  it('gives CI a margin on Lighthouse figures but holds the real targets in the table', () => {
    const routes = allPerfect();
    Object.assign(routes[1], { lcpMs: 2000, tbtMs: 120, cls: 0.005 });
    routes[1].scores.performance = 92;
    const figures = { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB };
    expect(failures(checkBudgets(figures, { ci: false }))).toEqual([
      '/calculator performance score',
      '/calculator LCP',
      '/calculator TBT',
      '/calculator CLS',
    ]);
    expect(failures(checkBudgets(figures, { ci: true }))).toEqual([]);
  });

  it('fails CI below 90 and past the metric lines', () => {
    const routes = allPerfect();
    Object.assign(routes[0], { lcpMs: 2600, tbtMs: 301, cls: 0.02 });
    routes[0].scores.seo = 89;
    const checks = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB },
      { ci: true },
    );
    expect(failures(checks)).toEqual(['/ seo score', '/ LCP', '/ TBT', '/ CLS']);
  });

  it('holds / and /privacy to a performance score of 100, every other route to 98', () => {
    const routes = allPerfect();
    for (const route of routes) route.scores.performance = 98;
    const checks = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB },
      { ci: false },
    );
    expect(failures(checks)).toEqual(['/', '/privacy'].map((path) => `${path} performance score`));
    for (const route of routes) route.scores.performance = 97;
    const below = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB },
      { ci: false },
    );
    expect(failures(below)).toContain('/demo performance score');
  });

  it('enforces sizes exactly in CI: initial JS, CSS, daily-js and the voice client', () => {
    const routes = allPerfect();
    routes[0].jsBytes = 4 * KB + 1;
    routes[2].cssBytes = 20 * KB + 1;
    routes[5].dailyBytes = 1;
    // The package's own budget for main + /react: 11 kB of 1024 bytes.
    expect(VOICE_CLIENT_BUDGET.budget).toBe(11 * 1024);
    const voiceClientBytes = VOICE_CLIENT_BUDGET.budget + 1;
    const checks = checkBudgets({ routes, phoneLoads: allLoads(), voiceClientBytes }, { ci: true });
    expect(failures(checks)).toEqual([
      '/ initial JS',
      '/verify CSS',
      '/demo daily-js before intent',
      '@org/voice-client (no daily-js)',
    ]);
    routes[0].jsBytes = 4 * KB;
    routes[2].cssBytes = 20 * KB;
    routes[5].dailyBytes = 0;
    const atBudget = {
      routes,
      phoneLoads: allLoads(),
      voiceClientBytes: VOICE_CLIENT_BUDGET.budget,
    };
    expect(failures(checkBudgets(atBudget, { ci: true }))).toEqual([]);
  });

  it('holds every route to its initial JS budget, exactly, in both modes', () => {
    for (const ci of [false, true]) {
      const routes = allPerfect();
      const initialJs = () =>
        failures(
          checkBudgets({ routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB }, { ci }),
        ).filter((name) => name.endsWith(' initial JS'));
      BENCH_ROUTES.forEach((budget, index) => {
        routes[index].jsBytes = budget.jsKb * KB;
      });
      expect(initialJs()).toEqual([]);
      for (const route of routes) route.jsBytes += 1;
      expect(initialJs()).toEqual(BENCH_ROUTES.map(({ path }) => `${path} initial JS`));
    }
    expect(BENCH_ROUTES.map(({ path }) => path)).toEqual([
      '/',
      '/calculator',
      '/verify',
      '/contact',
      '/privacy',
      '/demo',
    ]);
  });

  it('measures every route on a phone with and without a full query', () => {
    expect(PHONE_LOADS.map(({ name }) => name)).toEqual(
      BENCH_ROUTES.flatMap(({ path }) => [path, `${path} with a query`]),
    );
    for (const load of PHONE_LOADS.filter(({ name }) => name.endsWith('with a query'))) {
      expect(new URL(load.url, 'http://site').searchParams.get('company'), load.name).toBe(
        'Acme Roofing',
      );
    }
  });

  it('holds every phone load to 20 KiB of JS, query or not, exactly', () => {
    for (const ci of [false, true]) {
      const phoneLoads = allLoads();
      for (const load of phoneLoads) load.jsBytes = 20 * KIB;
      const figures = { routes: allPerfect(), phoneLoads, voiceClientBytes: 9 * KB };
      expect(failures(checkBudgets(figures, { ci }))).toEqual([]);
      for (const load of phoneLoads) load.jsBytes += 1;
      expect(failures(checkBudgets(figures, { ci }))).toEqual(
        PHONE_LOADS.map(({ name }) => `${name}: JS of a phone's load (4x CPU, 3 s idle)`),
      );
    }
  });

  it('holds a phone’s load to 50 ms of blocking time in the table, with a margin in CI', () => {
    const phoneLoads = allLoads();
    const figures = { routes: allPerfect(), phoneLoads, voiceClientBytes: 9 * KB };
    const load = phoneLoads.find(({ name }) => name === '/verify with a query');
    load.blockingMs = 50;
    expect(failures(checkBudgets(figures, { ci: false }))).toEqual([]);
    load.blockingMs = 51;
    const name = "/verify with a query: blocking time of a phone's load (4x CPU)";
    expect(failures(checkBudgets(figures, { ci: false }))).toEqual([name]);
    expect(failures(checkBudgets(figures, { ci: true }))).toEqual([]);
    load.blockingMs = 201;
    expect(failures(checkBudgets(figures, { ci: true }))).toEqual([name]);
  });

  it('holds LCP to the route’s figure when the design work began (within its spread) in the table, with the margin in CI', () => {
    const routes = allPerfect();
    const demo = BENCH_ROUTES.findIndex(({ path }) => path === '/demo');
    routes[demo].lcpMs = BENCH_ROUTES[demo].lcpStartMs + 150;
    expect(
      failures(
        checkBudgets({ routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB }, { ci: false }),
      ),
    ).toEqual([]);
    routes[demo].lcpMs += 1;
    expect(
      failures(
        checkBudgets({ routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB }, { ci: false }),
      ),
    ).toEqual(['/demo LCP']);
    expect(
      failures(
        checkBudgets({ routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB }, { ci: true }),
      ),
    ).toEqual([]);
  });

  it('refuses figures of a route it has no budget for', () => {
    expect(() =>
      checkBudgets({ routes: [perfect('/unknown')], voiceClientBytes: 0 }, { ci: true }),
    ).toThrow('/unknown');
  });

  it('scales the CI TBT limit for a machine slower than the reference, up to twice', () => {
    expect(ciTbtLimit(undefined)).toBe(300);
    expect(ciTbtLimit(Number.NaN)).toBe(300);
    expect(ciTbtLimit(3685)).toBe(300);
    expect(ciTbtLimit(2000)).toBe(300);
    expect(ciTbtLimit(1303)).toBe(460);
    expect(ciTbtLimit(500)).toBe(600);
    const routes = allPerfect();
    routes[1].tbtMs = 400;
    const slow = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB, benchmarkIndex: 1303 },
      { ci: true },
    );
    expect(failures(slow)).toEqual([]);
    const fast = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB, benchmarkIndex: 3000 },
      { ci: true },
    );
    expect(failures(fast)).toEqual(['/calculator TBT']);
    // The targets themselves never move with the machine.
    const targets = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB, benchmarkIndex: 1303 },
      { ci: false },
    );
    expect(failures(targets)).toContain('/calculator TBT');
  });
});

describe('routesMissedOnTiming', () => {
  it('names the routes that missed on a performance score, LCP or TBT, and no other', () => {
    const routes = allPerfect();
    routes[0].tbtMs = 468; // '/': its name prefixes every other route's
    routes[3].scores.performance = 87;
    routes[4].lcpMs = 2600;
    routes[5].cls = 0.2; // layout shift does not vary with the machine
    routes[1].jsBytes = 200 * KB; // nor do sizes
    routes[2].scores.accessibility = 80;
    const checks = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB },
      { ci: true },
    );
    expect(routesMissedOnTiming(checks)).toEqual(['/', '/contact', '/privacy']);
    const clean = checkBudgets(
      { routes: allPerfect(), phoneLoads: allLoads(), voiceClientBytes: 9 * KB },
      { ci: true },
    );
    expect(routesMissedOnTiming(clean)).toEqual([]);
  });
});

describe('the TBT limit in CI', () => {
  it("follows the machine's speed while the route itself was measured, else the run's", () => {
    const routes = allPerfect();
    Object.assign(routes[0], { tbtMs: 390, benchmarkIndex: 1500 }); // limit 400 ms
    Object.assign(routes[1], { tbtMs: 390, benchmarkIndex: 2600 }); // limit 300 ms
    routes[2].tbtMs = 390; // no index of its own: the run's, 2400, limit 300 ms
    const checks = checkBudgets(
      { routes, phoneLoads: allLoads(), voiceClientBytes: 9 * KB, benchmarkIndex: 2400 },
      { ci: true },
    );
    expect(failures(checks)).toEqual(['/calculator TBT', '/verify TBT']);
    expect(checks.find((item) => item.name === '/ TBT')?.limit).toBe('400 ms');
  });
});

describe('checkIslandBudgets', () => {
  it('holds each island, and React, to its own budget, exactly', () => {
    const atBudget = Object.fromEntries(
      Object.entries(ISLAND_BUDGETS_KB).map(([name, kb]) => [name, kb * KB]),
    );
    expect(failures(checkIslandBudgets(atBudget))).toEqual([]);
    expect(
      failures(
        checkIslandBudgets({ ...atBudget, 'demo-call-island': atBudget['demo-call-island'] + 1 }),
      ),
    ).toEqual(['island demo-call-island']);
  });

  it('fails an island the build no longer has, rather than pass it unmeasured', () => {
    const { react: _react, ...withoutReact } = Object.fromEntries(
      Object.entries(ISLAND_BUDGETS_KB).map(([name, kb]) => [name, kb * KB]),
    );
    expect(failures(checkIslandBudgets(withoutReact))).toEqual([
      'React, shared by the React islands',
    ]);
  });
});
