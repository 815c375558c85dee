// The bench's printed output: one row per route, and the budget checks under it.
import { CATEGORIES, KB, KIB } from './budgets.mjs';

/**
 * Pads cells into aligned columns: the first `leftColumns` left-aligned, the rest (figures)
 * right-aligned.
 * @param {readonly (readonly string[])[]} rows the header row first
 * @param {number} [leftColumns]
 * @returns {string}
 */
export function formatColumns(rows, leftColumns = 1) {
  const widths = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  const line = (row) =>
    row
      .map((cell, index) =>
        index < leftColumns ? cell.padEnd(widths[index]) : cell.padStart(widths[index]),
      )
      .join('  ')
      .trimEnd();
  const [header, ...body] = rows;
  if (!header) return '';
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/**
 * The figures table.
 * @param {readonly import('./budgets.mjs').RouteFigures[]} routes
 * @returns {string}
 */
export function formatFiguresTable(routes) {
  const kb = (bytes) => (bytes / KB).toFixed(2);
  const header = [
    'route',
    ...CATEGORIES.map(({ label }) => label),
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS kB',
    'CSS kB',
    'daily B',
  ];
  const body = routes.map((route) => [
    route.path,
    ...CATEGORIES.map(({ id }) => String(route.scores[id] ?? '-')),
    String(Math.round(route.lcpMs)),
    String(Math.round(route.tbtMs)),
    route.cls.toFixed(3),
    kb(route.jsBytes),
    kb(route.cssBytes),
    String(route.dailyBytes),
  ]);
  return formatColumns([header, ...body]);
}

/**
 * The budget checks, failures first.
 * @param {readonly import('./budgets.mjs').BudgetCheck[]} checks
 * @returns {string}
 */
export function formatChecks(checks) {
  const sorted = [...checks].sort((a, b) => Number(a.ok) - Number(b.ok));
  return formatColumns(
    [
      ['', 'check', 'measured', 'limit'],
      ...sorted.map((item) => [item.ok ? '✓' : '✗', item.name, item.actual, item.limit]),
    ],
    2,
  );
}

/**
 * The phone loads: per load (a route, with or without a query), the JS fetched and the blocking
 * time, with each run's.
 * @param {readonly import('./budgets.mjs').PhoneLoadFigures[]} loads
 * @param {Map<string, readonly import('./throttled-idle.mjs').ThrottledIdleRun[]>} runs
 * @returns {string}
 */
export function formatIdleTable(loads, runs) {
  const header = ['load', 'JS KiB', 'blocking ms', 'runs: blocking (long tasks) ms'];
  const body = loads.map((load) => [
    load.name,
    (load.jsBytes / KIB).toFixed(2),
    String(Math.round(load.blockingMs)),
    (runs.get(load.name) ?? [])
      .map(
        (run) =>
          `${Math.round(run.blockingMs)} (${run.longTasksMs.map((task) => Math.round(task)).join(', ') || '-'})`,
      )
      .join('; '),
  ]);
  return formatColumns([header, ...body]);
}

/**
 * The islands' own JS, React apart.
 * @param {Record<string, number>} islands chunk name -> gzip bytes
 * @returns {string}
 */
export function formatIslandsTable(islands) {
  const rows = Object.entries(islands).map(([name, bytes]) => [name, (bytes / KB).toFixed(2)]);
  return formatColumns([['island', 'JS kB'], ...rows]);
}
