// Writes the budget checks as a report in the shape of vitest's JSON reporter. `npm test`'s
// summary (scripts/test-summary.mjs) prints them as budgets met and missed, apart from the tests,
// and fails the run on a missed one.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * @param {string} file where to write, e.g. `.test-report/budgets.json`
 * @param {readonly import('./budgets.mjs').BudgetCheck[]} checks
 * @returns {Promise<void>}
 */
export async function writeBudgetReport(file, checks) {
  const failed = checks.filter((item) => !item.ok).length;
  const report = {
    numTotalTests: checks.length,
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numPendingTests: 0,
    numTodoTests: 0,
    success: failed === 0,
    testResults: [
      {
        name: 'budgets',
        status: failed === 0 ? 'passed' : 'failed',
        assertionResults: checks.map((item) => ({
          title: item.name,
          status: item.ok ? 'passed' : 'failed',
          failureMessages: item.ok ? [] : [`measured ${item.actual}, limit ${item.limit}`],
        })),
      },
    ],
  };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
