/** What the label tells a screen reader, and a pointer hovering it. */
export const SIMULATED_CALL_EXPLANATION =
  'Simulated call: no real assistant is contacted in local development';

// Styles only in the dev server: a build drops this branch, so no build ships them.
if (import.meta.hot) void import('./simulated-call-label.css');

/**
 * Says that the call on the page is simulated. It shows exactly where `createDemoClient`
 * simulates calls: in Vite's dev server (`npm start`), by the same `import.meta.hot` check,
 * which every `vite build` makes `undefined`, so a build renders nothing and ships no label.
 */
export function SimulatedCallLabel() {
  if (!import.meta.hot) return null;
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
