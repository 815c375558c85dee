#!/usr/bin/env node
// Lints openapi/provider.yaml with Redocly's rules through its library (@redocly/openapi-core,
// which openapi-typescript already uses): no CLI, no telemetry, no network. Any problem fails the
// run, warnings included, as Biome's --error-on-warnings does for the code. Known, deliberate
// exceptions live in openapi/.redocly.lint-ignore.yaml, each with its reason.
import { fileURLToPath } from 'node:url';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

const configPath = fileURLToPath(new URL('../openapi/redocly.yaml', import.meta.url));
const documentPath = fileURLToPath(new URL('../openapi/provider.yaml', import.meta.url));

try {
  const config = await loadConfig({ configPath });
  const problems = (await lint({ ref: documentPath, config })).filter(
    (problem) => !problem.ignored,
  );
  if (problems.length > 0) {
    formatProblems(problems, { format: 'codeframe', totals: getTotals(problems) });
    process.exit(1);
  }
  process.stdout.write('openapi/provider.yaml: no problems (Redocly recommended rules)\n');
} catch (error) {
  // A YAML syntax error is thrown, not reported as a problem.
  process.stderr.write(
    `openapi/provider.yaml: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exit(1);
}
