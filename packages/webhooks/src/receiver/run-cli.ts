// The receiver through its entry only: the bin's build imports that as the built
// `@org/webhooks/receiver` instead of bundling it again (tsup.config.ts).
import {
  type ReceiverLogger,
  receiverPaths,
  startWebhookReceiver,
  type WebhookReceiver,
} from './index';
import { CLI_USAGE, parseCliArgs } from './parse-cli-args';

/** Where the command writes; `process.stdout`/`process.stderr` fit. */
export interface CliOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** What {@link runCli} did: a running receiver, or the exit code to end with. */
export type CliOutcome =
  | { kind: 'running'; receiver: WebhookReceiver }
  | { kind: 'exit'; code: number };

/**
 * Runs the `org-webhook-receiver` command: parses `argv`, starts the receiver with a logger that
 * prints one line per delivery, and prints where it listens. Signals are the caller's concern.
 */
export async function runCli(argv: readonly string[], output: CliOutput): Promise<CliOutcome> {
  const request = parseCliArgs(argv);
  if (request.kind === 'help') {
    output.stdout.write(`${CLI_USAGE}\n`);
    return { kind: 'exit', code: 0 };
  }
  if (request.kind === 'invalid') {
    output.stderr.write(`org-webhook-receiver: ${request.message}\n\n${CLI_USAGE}\n`);
    return { kind: 'exit', code: 2 };
  }
  const logger: ReceiverLogger = {
    info: (message) => output.stdout.write(`${message}\n`),
    warn: (message) => output.stderr.write(`${message}\n`),
    error: (message) => output.stderr.write(`${message}\n`),
  };
  let receiver: WebhookReceiver;
  try {
    receiver = await startWebhookReceiver({ ...request.options, logger });
  } catch (error) {
    output.stderr.write(
      `org-webhook-receiver: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return { kind: 'exit', code: 1 };
  }
  const log = request.options.logFile ?? 'memory only';
  const paths = Object.values(receiverPaths).join(' ');
  output.stdout.write(`Webhook receiver listening on ${receiver.url}\n`);
  output.stdout.write(`  webhooks: ${paths}  log: ${log}\n`);
  output.stdout.write('  tests: GET|DELETE /__deliveries, GET|POST|DELETE /__control/failures\n');
  return { kind: 'running', receiver };
}
