// The page's own record of its problems, for WebKitGTK: its WebDriver (WebKitWebDriver) hands a
// test no console and runs no script before the page's own, so the cross-engine suite's build and
// dev server load this first in every page (cross-engine-build.ts, servers.ts). Chromium and
// Firefox are heard through Puppeteer instead, which also hears what the browser itself logs.
// Each problem is kept in the window's sessionStorage, so one that comes just before a navigation
// outlives the page until the test reads it (`readWitness` in engines/webkit.ts).
(() => {
  // WebKit alone (MiniBrowser's user agent names AppleWebKit, Chromium's names Chrome too): in the
  // others it stands aside, so the console's messages keep their own source locations.
  const { userAgent } = navigator;
  if (!userAgent.includes('AppleWebKit') || userAgent.includes('Chrome')) return;
  const KEY = '__crossEngineProblems';
  const asText = (value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  const record = (line) => {
    try {
      const lines = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
      lines.push(line.slice(0, 500));
      sessionStorage.setItem(KEY, JSON.stringify(lines));
    } catch {
      // No storage here (refused, full): the check then sees nothing from this page, and its
      // other assertions still run.
    }
  };
  // An empty record says the page was witnessed: the suite fails a page without one.
  try {
    if (sessionStorage.getItem(KEY) === null) sessionStorage.setItem(KEY, '[]');
  } catch {
    // As below: no storage, no record.
  }
  addEventListener(
    'error',
    (event) => {
      if (event instanceof ErrorEvent) {
        record(`pageerror: ${event.error ? asText(event.error) : event.message}`);
      } else if (event.target instanceof Element) {
        // A script, stylesheet or image that did not load (capture: these do not bubble).
        const source = event.target.getAttribute('src') ?? event.target.getAttribute('href');
        record(`failed to load <${event.target.localName}> ${source}`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => record(`pageerror: ${asText(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) =>
    record(`csp: ${event.effectiveDirective} refused ${event.blockedURI}`),
  );
  const consoleError = console.error;
  console.error = function error(...args) {
    record(`console.error: ${args.map(asText).join(' ')}`);
    return consoleError.apply(this, args);
  };
})();
