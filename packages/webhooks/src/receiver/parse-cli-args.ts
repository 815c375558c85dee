import { parseArgs } from 'node:util';
import type { WebhookReceiverOptions } from './receiver-options';

/** The defaults of the `org-webhook-receiver` command (the library's differ: port 0, no file). */
export const cliDefaults = {
  port: 8787,
  log: '.local/webhooks.jsonl',
} as const;

/** Usage text of the `org-webhook-receiver` command. */
export const CLI_USAGE = `Usage: org-webhook-receiver [options]

Receives the contact, calculator, verify and call-summary webhooks on this machine.

Options:
  --host <host>        interface to listen on (default 127.0.0.1)
  --port <port>        port, 0 for any free one (default ${cliDefaults.port})
  --log <file>         JSON-lines file of accepted deliveries (default ${cliDefaults.log})
  --no-log             keep deliveries in memory only
  --origin <origin>    origin allowed by CORS; repeat for more (default: the origin of --demo-url)
  --demo-url <url>     the site's /demo page (default http://127.0.0.1:5173/demo/)
  --agent-id <id>      assistant id in verify answers (default demo-agent)
  --max-body <bytes>   largest accepted body (default 65536)
  -h, --help           show this text`;

/** What the command line asks for. */
export type CliRequest =
  | { kind: 'start'; options: WebhookReceiverOptions }
  | { kind: 'help' }
  | { kind: 'invalid'; message: string };

/** Parses the command's arguments (without `node` and the script path). */
export function parseCliArgs(argv: readonly string[]): CliRequest {
  let values: ReturnType<typeof parse>['values'];
  try {
    // `pnpm run receiver -- --port 1` passes the `--` through; npm does not.
    values = parse(argv[0] === '--' ? argv.slice(1) : argv).values;
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help === true) return { kind: 'help' };

  const port = integerOption('--port', values.port, cliDefaults.port);
  if (typeof port === 'string') return { kind: 'invalid', message: port };
  const maxBodyBytes = integerOption('--max-body', values['max-body'], undefined);
  if (typeof maxBodyBytes === 'string') return { kind: 'invalid', message: maxBodyBytes };

  const options: WebhookReceiverOptions = {
    port,
    logFile: values['no-log'] === true ? undefined : (values.log ?? cliDefaults.log),
  };
  if (values.host !== undefined) options.host = values.host;
  if (values.origin !== undefined) options.allowedOrigins = values.origin;
  if (values['demo-url'] !== undefined) options.demoUrl = values['demo-url'];
  if (values['agent-id'] !== undefined) options.demoAgentId = values['agent-id'];
  if (maxBodyBytes !== undefined) options.maxBodyBytes = maxBodyBytes;
  return { kind: 'start', options };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      log: { type: 'string' },
      'no-log': { type: 'boolean' },
      origin: { type: 'string', multiple: true },
      'demo-url': { type: 'string' },
      'agent-id': { type: 'string' },
      'max-body': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** The integer value of an option, its fallback when absent, or an error message. */
function integerOption<T extends number | undefined>(
  name: string,
  raw: string | undefined,
  fallback: T,
): number | T | string {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(value)
    ? value
    : `${name} must be a whole number, got "${raw}"`;
}
