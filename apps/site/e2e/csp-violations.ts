import type { Page } from '@playwright/test';

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
