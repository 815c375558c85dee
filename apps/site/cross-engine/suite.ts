import { afterAll, describe, expect, inject, test } from 'vitest';
import type { CrossPage, Engine, EngineName, LaunchEngine } from './engine';
import type { CrossEngineServers } from './servers';
import { waitUntil } from './wait';

/** One check, written once and run in every engine it is listed for. */
export interface Check {
  title: string;
  run(page: CrossPage, servers: CrossEngineServers): Promise<void>;
  /** Its own time limit, for a check longer than a page and a form (default 60 s). */
  timeout?: number;
  /**
   * Lines of `CrossPage.problems()` the check expects by design, each exactly (never a known bug:
   * that must fail until it is fixed).
   */
  expectedProblems?(servers: CrossEngineServers): string[];
}

/** A check's time limit: its steps wait 10 s at most each, on a loaded machine. */
const CHECK_MS = 60_000;

/**
 * The checks of one engine, each in a fresh page of one browser, launched by the first check:
 * a browser that cannot launch (not installed) then fails every check with its reason, which
 * `npm test`'s summary shows, rather than a hook error it cannot name. Every check ends by
 * asserting that its page had no page error and no console error. Prints the engine's wall time.
 */
export function crossEngineSuite(name: EngineName, launch: LaunchEngine, checks: readonly Check[]) {
  describe(name, () => {
    const servers = inject('crossEngine');
    let launched: Promise<Engine> | undefined;
    let startedAt: number | undefined;
    const engine = () => {
      startedAt ??= performance.now();
      launched ??= launch();
      return launched;
    };

    afterAll(async () => {
      const browser = await launched?.catch(() => undefined);
      await browser?.close();
      if (startedAt !== undefined) {
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        process.stdout.write(
          `cross-engine ${name} (${browser?.version ?? 'not launched'}): ${checks.length + 1} tests in ${seconds} s\n`,
        );
      }
    });

    // The witness of every check below: an engine that did not hear these would pass any page.
    test(
      `hears a page's uncaught error, unhandled rejection and console error`,
      async () => {
        const page = await (await engine()).newPage();
        try {
          await page.goto(`${servers.site}/privacy`);
          await page.evaluate(() => {
            setTimeout(() => {
              throw new Error('cross-engine probe: thrown');
            });
            void Promise.reject(new Error('cross-engine probe: rejected'));
            console.error('cross-engine probe: logged');
          });
          const probes = ['thrown', 'rejected', 'logged'].map(
            (kind) => `cross-engine probe: ${kind}`,
          );
          await waitUntil(
            'the three probes among the page problems',
            () => page.problems(),
            (problems) => probes.every((probe) => problems.some((line) => line.includes(probe))),
          );
        } finally {
          await page.close();
        }
      },
      CHECK_MS,
    );

    for (const check of checks) {
      test(
        check.title,
        async () => {
          const page = await (await engine()).newPage();
          try {
            await check.run(page, servers).catch(async (error: unknown) => {
              // What the page logged is often why a step failed: say it with the failure.
              const problems = await page.problems().catch(() => []);
              if (error instanceof Error && problems.length > 0) {
                error.message += `\nThe page's problems so far: ${JSON.stringify(problems)}`;
              }
              throw error;
            });
            const expected = check.expectedProblems?.(servers) ?? [];
            const problems = (await page.problems()).filter((line) => !expected.includes(line));
            expect(problems, `page and console errors in ${name}`).toEqual([]);
          } finally {
            await page.close();
          }
        },
        check.timeout ?? CHECK_MS,
      );
    }
  });
}
