import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/**
 * Under Stryker only (`pnpm mutation`; `vitest.shared.ts` adds it): gives each test file that
 * failed outside its tests, above all one that did not load, a failed test carrying the file's
 * error, so that Stryker sees the failure.
 *
 * Stryker's vitest runner (9.6.1, `vitest-test-runner.js` `run()`) keeps only the tests it
 * collects from `vitest.state.getFiles()` and ignores a file's own result. A test file whose
 * import throws (a workspace package with no `dist` yet, say) collects no test, so the initial
 * run "succeeds" with fewer tests and every mutant only that file covers is scored "no coverage".
 * With this reporter the initial run fails instead, naming the file and its error (Stryker's
 * "There were failed tests in the initial test run"); in a mutant's run, a mutant that stops a
 * test file from loading counts as killed, as a plain `vitest run` would fail. The options of
 * Stryker's runner (`configFile`, `dir`, `related`) have no setting for this.
 */
export class UnloadedTestFilesAsFailures implements Reporter {
  #vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.#vitest = vitest;
  }

  onTestRunEnd(): void {
    // The very file objects Stryker reads once the run has ended.
    for (const file of this.#vitest?.state.getFiles() ?? []) {
      const errors = file.result?.errors ?? [];
      if (file.result?.state === 'fail' && errors.length > 0) {
        file.tasks.push(failedTestFor(file, errors));
      }
    }
  }
}

function failedTestFor(
  file: RunnerTestFile,
  errors: NonNullable<NonNullable<RunnerTestFile['result']>['errors']>,
): RunnerTestCase {
  const name =
    file.tasks.length === 0
      ? 'did not load: this test file collected no test'
      : 'failed outside its tests';
  const test: Omit<RunnerTestCase, 'context'> = {
    type: 'test',
    id: `${file.id}_file-error`,
    name,
    fullName: `${file.name} > ${name}`,
    fullTestName: name,
    mode: 'run',
    meta: {},
    file,
    suite: file,
    timeout: 0,
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors },
  };
  // A test's context is built by vitest's runner while the test runs; this one never runs, and
  // nothing reads a context once the run has ended.
  return test as RunnerTestCase;
}
