#!/usr/bin/env node
// The size budgets of the package, printed and enforced: the measure and the budgets are
// scripts/size-measure.mjs (the site's bench holds the site to the same ones). Each entry on
// import, with what it loads later beside it, is printed for information; then each way of using
// the package against its budget. Fails over a budget, and when either face would load daily-js
// on import.
import {
  EXTERNAL,
  formatKib,
  loadsDailyOnDemand,
  measure,
  measureBudgets,
} from './size-measure.mjs';

const ALL_ENTRIES =
  "export * from './src/index.ts'; export * as V from './src/vapi.ts'; export * from './src/react.ts'; export * from './src/call-aids.ts'; export * as C from './src/controls.ts';";
const rows = [
  ['@org/voice-client', "export * from './src/index.ts';"],
  ['@org/voice-client/react', "export * from './src/react.ts';"],
  ['@org/voice-client/vapi', "export * from './src/vapi.ts';"],
  ['@org/voice-client/call-aids', "export * from './src/call-aids.ts';"],
  ['@org/voice-client/controls', "export * from './src/controls.ts';"],
  ['@org/voice-client/call-support', "export * from './src/call-support.ts';"],
  [
    'main + ./react + ./controls',
    "export * from './src/index.ts'; export * from './src/react.ts'; export * from './src/controls.ts';",
  ],
  ['all entries', ALL_ENTRIES],
];
const measured = [];
for (const [label, contents] of rows) measured.push([label, await measure(contents)]);
measured.push([
  'all entries + @org/provider-api',
  await measure(ALL_ENTRIES, { external: EXTERNAL.filter((name) => name !== '@org/provider-api') }),
]);
process.stdout.write('For information (min, then gzip on import; + what loads when called):\n');
for (const [label, row] of measured) {
  const later = row.laterGzip ? `  + ${formatKib(row.laterGzip)} gzip when called` : '';
  process.stdout.write(
    `  ${label.padEnd(36)} ${formatKib(row.min).padStart(10)} min  ${formatKib(row.gzip).padStart(9)} gzip${later}\n`,
  );
}

let failed = false;
for (const { label, bytes, budget, ok } of await measureBudgets()) {
  const line = `${label}: ${formatKib(bytes)} gzip (${bytes} bytes), budget ${formatKib(budget)} (${budget} bytes)`;
  if (ok) process.stdout.write(`✓ ${line}\n`);
  else {
    process.stderr.write(`✗ ${line}: over budget\n`);
    failed = true;
  }
}
for (const [label, row] of measured.filter(([label]) => /client(\/vapi)?$/.test(label))) {
  if (!loadsDailyOnDemand(row)) {
    process.stderr.write(`✗ ${label} must load daily-js only through a dynamic import()\n`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
