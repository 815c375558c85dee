import { parseArgs } from 'node:util';
import type { MockProviderOptions } from './start-mock-provider.ts';

/** The usage text `org-mock-provider --help` prints. */
export const usage = `Usage: org-mock-provider --token <key> [options]

Starts the local mock voice provider and prints its URL.

Options:
  --token <key>      bearer token secured calls must carry (required; the site's public key)
  --port <number>    port to listen on (default 8788; 0 picks a free one)
  --host <address>   interface to listen on (default 127.0.0.1)
  --origin <url>     browser origin allowed to call it, e.g. http://127.0.0.1:5173 (repeatable)
  --quiet            do not log each request
  --help             print this text
`;

/** What the command line asked for. */
export type CliRequest =
  | {
      readonly kind: 'start';
      readonly options: Required<Pick<MockProviderOptions, 'host' | 'port' | 'token'>> & {
        readonly allowedOrigins: readonly string[];
      };
      readonly quiet: boolean;
    }
  | { readonly kind: 'help' }
  /** The arguments are wrong; `message` says how. */
  | { readonly kind: 'invalid'; readonly message: string };

/** The port the CLI uses when none is given (the README's quick start uses it). */
export const defaultCliPort = 8788;

/** Reads the CLI's arguments (without the node and script paths). */
export function parseCliArgs(args: readonly string[]): CliRequest {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(args).values;
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help === true) return { kind: 'help' };
  const token = values.token ?? '';
  if (token.trim() === '') return { kind: 'invalid', message: '--token is required.' };
  const port = values.port === undefined ? defaultCliPort : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || port > 65535) {
    return {
      kind: 'invalid',
      message: `--port must be a number from 0 to 65535, got ${values.port}.`,
    };
  }
  return {
    kind: 'start',
    options: {
      host: values.host ?? '127.0.0.1',
      port,
      token,
      allowedOrigins: values.origin ?? [],
    },
    quiet: values.quiet === true,
  };
}

function parse(args: readonly string[]) {
  // `pnpm run mock -- --port 1` passes the `--` on; it separates nothing here.
  const [first, ...rest] = args;
  return parseArgs({
    args: first === '--' ? rest : [...args],
    strict: true,
    allowPositionals: false,
    options: {
      token: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      origin: { type: 'string', multiple: true },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
}
