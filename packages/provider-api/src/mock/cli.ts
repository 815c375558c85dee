#!/usr/bin/env node
// The `org-mock-provider` command: starts the mock provider, prints its URL, and stops cleanly on
// Ctrl-C or SIGTERM. A program, not a library, so it writes to the console.
import { parseCliArgs, usage } from './cli-args.ts';
// The mock through its entry only: the bin's build imports that as the built
// `@org/provider-api/mock` instead of bundling it again (tsup.config.ts).
import { startMockProvider } from './index.ts';

async function main(): Promise<void> {
  const request = parseCliArgs(process.argv.slice(2));
  if (request.kind === 'help') {
    process.stdout.write(usage);
    return;
  }
  if (request.kind === 'invalid') {
    process.stderr.write(`org-mock-provider: ${request.message}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }

  const logger = request.quiet
    ? undefined
    : {
        info: (message: string) => process.stdout.write(`${message}\n`),
        error: (message: string, error: unknown) => console.error(message, error),
      };
  const provider = await startMockProvider({ ...request.options, logger });
  const origins = request.options.allowedOrigins;
  process.stdout.write(
    `Mock voice provider listening on ${provider.url}` +
      (origins.length > 0 ? ` (browser origins: ${origins.join(', ')})` : '') +
      '\n',
  );

  const stop = () => {
    provider.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `org-mock-provider: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
