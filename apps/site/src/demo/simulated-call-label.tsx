/** What the label tells a screen reader, and a pointer hovering it. */
export const SIMULATED_CALL_EXPLANATION =
  'Simulated call: no real assistant is contacted in local development';

// Styles only in the dev server: a build drops this branch, so no build ships them.
if (import.meta.hot) void import('./simulated-call-label.css');

/**
 * Says that the call on the page is simulated. It shows exactly where `createDemoClient`
 * simulates calls, by the same `__SIMULATED_CALLS__`: in Vite's dev server (`npm start`), both
 * in its render of the page and in the browser that hydrates it. Every `vite build` makes it
 * `false`, so a build renders nothing and ships no label.
 */
export function SimulatedCallLabel() {
  if (!__SIMULATED_CALLS__) return null;
  return (
    <p
      className="demo-simulated-label"
      role="note"
      aria-label={SIMULATED_CALL_EXPLANATION}
      title={SIMULATED_CALL_EXPLANATION}
    >
      Simulated call
    </p>
  );
}
