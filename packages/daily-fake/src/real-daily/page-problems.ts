import { expect, type Page } from '@playwright/test';

// What went wrong in a page, as a browser test sees it: the policy's refusals (its CSP
// violations, and the console's lines about them), uncaught page errors and console errors.

/**
 * Collects Content-Security-Policy violations from the first byte of every document of `page`
 * (an init script, so nothing the page does before its own scripts is missed). Resolves to a
 * function that returns them, each as `<directive> blocked <URL | inline | eval | wasm-eval>`.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return () => page.evaluate(() => (Reflect.get(window, '__cspViolations') as string[]) ?? []);
}

/**
 * What Chromium says on the console when a policy refuses something (a script, a connection,
 * `eval`, WebAssembly), or when code met a refused `eval`.
 */
const POLICY_MESSAGE =
  /Content[- ]Security[- ]Policy|Refused to (load|connect|execute|evaluate|compile|create|frame)|unsafe-eval|EvalError/i;

/**
 * Collects console messages of any level about a refused policy or eval, from now on: a second
 * witness beside {@link watchCspViolations}, since some refusals (in workers, in `eval` caught
 * by a library) reach the console only.
 */
export function watchPolicyMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/**
 * Collects uncaught page errors and console errors; `assertClean()` fails the test if any
 * appeared. Expected ones (a test that makes a webhook fail on purpose) are passed as patterns.
 */
export function watchPageErrors(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return {
    problems,
    assertClean(allowed: readonly RegExp[] = []) {
      expect(
        problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
      ).toEqual([]);
    },
  };
}

/** What {@link watchPage} watches, and its verdict. */
export type PageWatch = Awaited<ReturnType<typeof watchPage>>;

/**
 * Every witness of a refused policy, and of anything else that went wrong in the page: CSP
 * violations (from the first byte of each document), the console's policy messages, page errors
 * and console errors. Call it before the page loads.
 */
export async function watchPage(page: Page) {
  const violations = await watchCspViolations(page);
  const policyMessages = watchPolicyMessages(page);
  const errors = watchPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return {
    /** The page errors and console errors so far, each as `pageerror: …` or `console.error: …`. */
    problems: errors.problems,
    /** The console's warnings so far (a developer log warns there), for the record. */
    warnings,
    /**
     * Fails on any CSP violation or policy message except `allowedViolations` ones (each
     * matched against the violation's `<directive> blocked <URL>` and the console's policy
     * line), and on any error except `allowed` ones.
     */
    async assertClean(allowed: readonly RegExp[] = [], allowedViolations: readonly RegExp[] = []) {
      const unexpected = (lines: readonly string[]) =>
        lines.filter((line) => !allowedViolations.some((pattern) => pattern.test(line)));
      expect(unexpected(await violations())).toEqual([]);
      expect(unexpected(policyMessages)).toEqual([]);
      errors.assertClean(allowed);
    },
  };
}
