import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { loopbackServerOptions, terminalSafe } from '@org/loopback-http';
import { ProviderApiError } from '../provider-api-error.ts';
import { providerOperations, providerSchemas } from '../provider-document.ts';
import { handleRequest, type MockContext } from './handle-request.ts';
import { type MockProviderLogger, silentLogger } from './logger.ts';
import { createRequestValidator, type RequestValidator } from './request-validator.ts';
import { createRouteTable } from './route-table.ts';
import { sendError } from './send-json.ts';

/** Options of {@link startMockProvider}. */
export interface MockProviderOptions {
  /** The interface to listen on. Defaults to `127.0.0.1`, so the mock is never reachable from outside. */
  readonly host?: string;
  /** The port; `0` (the default) lets the system pick a free one (read it from the result). */
  readonly port?: number;
  /** The bearer token secured operations must carry (the public key the site is built with). */
  readonly token: string;
  /** Browser origins allowed to call the mock, e.g. `http://127.0.0.1:5173`. Defaults to none. */
  readonly allowedOrigins?: readonly string[];
  /** Where to report each request; defaults to a silent logger. `console` fits. */
  readonly logger?: MockProviderLogger;
  /** Largest request body accepted, in bytes; larger ones get 413 at once. Default 1 MiB. */
  readonly maxBodyBytes?: number;
  /**
   * Time a client has to send a whole request (slower ones get 408); a connection that sends
   * nothing is closed after it, an idle keep-alive one after at most 5 s. Default 10 000 ms.
   */
  readonly requestTimeoutMs?: number;
}

/** A running mock provider. */
export interface MockProvider {
  /** The base URL to give `createProviderClient`, e.g. `http://127.0.0.1:8788`. */
  readonly url: string;
  /** The port it listens on (the one the system picked when `port` was 0). */
  readonly port: number;
  /** Stops listening and drops open connections. Calling it again does nothing. */
  close(): Promise<void>;
}

// Request bodies of the real API are small JSON objects; this bounds a runaway upload.
const defaultMaxBodyBytes = 1024 * 1024;
const defaultRequestTimeoutMs = 10_000;
// The document's deepest request schema is a handful of levels; this leaves ample room.
const maxJsonDepth = 64;

let validator: RequestValidator | undefined;

/**
 * The one validator of the document's requests in this process: it holds no server's state,
 * and each schema it compiles (a second or so for the web call's) is compiled once, not once
 * per mock provider started.
 */
function sharedValidator(): RequestValidator {
  validator ??= createRequestValidator(providerOperations, providerSchemas);
  return validator;
}

function normaliseOrigin(origin: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || parsed.origin === 'null') {
    throw new ProviderApiError(
      'invalid-options',
      `allowedOrigins must hold origins such as http://127.0.0.1:5173, got ${JSON.stringify(origin)}.`,
    );
  }
  return parsed.origin;
}

function checkOptions(options: MockProviderOptions): void {
  if (options.token.trim() === '') {
    throw new ProviderApiError('invalid-options', 'token must not be empty.');
  }
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ProviderApiError(
      'invalid-options',
      `port must be an integer from 0 to 65535, got ${port}.`,
    );
  }
  for (const name of ['maxBodyBytes', 'requestTimeoutMs'] as const) {
    const value = options[name];
    if (value !== undefined && (!Number.isInteger(value) || value <= 0)) {
      throw new ProviderApiError(
        'invalid-options',
        `${name} must be a positive integer, got ${value}.`,
      );
    }
  }
}

/** The logger every line goes through: what a request chose is never printed raw. */
function safeLogger(logger: MockProviderLogger): MockProviderLogger {
  return {
    info: (message) => logger.info(terminalSafe(message)),
    error: (message, error) => logger.error(terminalSafe(message), error),
  };
}

/**
 * Starts a local HTTP server that plays the voice provider, driven by the package's OpenAPI
 * document: every operation of the document is routed, its bearer token checked (401) and its
 * body validated against the document's schema (400). `POST /call/web` creates a call whose
 * `webCallUrl` is a Daily-style room URL on `https://mock-provider.daily.co` (nothing answers
 * there: joining it fails, which end-to-end tests expect). Every other operation answers 501
 * naming the operation. Browsers at `allowedOrigins` may call it (CORS preflights answered).
 * Only a loopback `Host` with its own port is answered (421 otherwise), bodies are bounded in
 * size (413) and nesting (400), slow and idle connections are closed, and every logged line has
 * its control characters escaped.
 *
 * Node only: import it from `@org/provider-api/mock`.
 *
 * @throws {ProviderApiError} code `invalid-options` for an empty token, a bad port, a limit
 * that is not a positive integer or an origin that is not one; code `listen-failed` when the host and port cannot be listened on
 * (`cause` keeps the system error, e.g. `EADDRINUSE`).
 * @example
 * ```ts
 * const provider = await startMockProvider({ token: 'test-key', allowedOrigins: ['http://127.0.0.1:5173'] });
 * const client = createProviderClient({ baseUrl: provider.url, token: 'test-key' });
 * const result = await createWebCall(client, { assistantId: 'demo' });
 * await provider.close();
 * ```
 */
export async function startMockProvider(options: MockProviderOptions): Promise<MockProvider> {
  checkOptions(options);
  const host = options.host ?? '127.0.0.1';
  const context: MockContext = {
    routes: createRouteTable(providerOperations),
    validator: sharedValidator(),
    token: options.token,
    allowedOrigins: new Set((options.allowedOrigins ?? []).map(normaliseOrigin)),
    logger: safeLogger(options.logger ?? silentLogger),
    createId: randomUUID,
    bodyLimitBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
    maxJsonDepth,
    listenHost: host,
  };
  const { logger } = context;

  const server = createServer(
    loopbackServerOptions(options.requestTimeoutMs ?? defaultRequestTimeoutMs),
    (request, response) => {
      response.on('finish', () => {
        logger.info(`${request.method} ${request.url} -> ${response.statusCode}`);
      });
      handleRequest(request, response, context).catch((error: unknown) => {
        logger.error(`${request.method} ${request.url} failed in the mock provider`, error);
        if (!response.headersSent) {
          sendError(response, 500, 'The mock provider failed to handle this request.');
        } else response.end();
      });
    },
  );

  await new Promise<void>((resolve, reject) => {
    const onError = (cause: Error) => {
      reject(
        new ProviderApiError(
          'listen-failed',
          `The mock provider could not listen on ${host}:${options.port ?? 0}: ${cause.message}`,
          { cause },
        ),
      );
    };
    server.once('error', onError);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', onError);
      resolve();
    });
  });

  // The web call's schemas take about a second to compile; compiled now, once per process, the
  // product's one call does not wait for them. A request that comes sooner waits as it would.
  const webCall = providerOperations.find((operation) => operation.operationId === 'createWebCall');
  if (webCall !== undefined) {
    setImmediate(() => {
      try {
        context.validator.prepare(webCall);
      } catch (error) {
        logger.error('The mock provider could not compile the web call schema', error);
      }
    }).unref();
  }

  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
