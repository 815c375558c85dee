import { terminalSafe } from '@org/loopback-http';

/**
 * Where the receiver reports; `console` fits. Every call is one complete line, with control
 * characters and escape sequences written as visible escapes (see `terminalSafe`). `warn` (refusals,
 * scripted failures) and `error` (a log write failed) fall back to `info` when absent.
 */
export interface ReceiverLogger {
  info(message: string): void;
  warn?(message: string): void;
  error?(message: string): void;
}

/** Options of {@link startWebhookReceiver}. */
export interface WebhookReceiverOptions {
  /** Interface to listen on. Default `127.0.0.1`: the receiver is for this machine only. */
  host?: string;
  /** Port; `0` (the default) picks a free one, see `WebhookReceiver.port`. */
  port?: number;
  /**
   * JSON-lines file each accepted delivery is appended to (folders are created). Without it,
   * deliveries are kept in memory only.
   */
  logFile?: string;
  /**
   * Origins allowed by CORS, e.g. `http://127.0.0.1:5173`; `'*'` allows any. Requests that carry
   * another `Origin` are refused with 403. Default: the origin of `demoUrl`.
   */
  allowedOrigins?: readonly string[];
  /** The site's /demo page, which verify answers link to. Default `http://127.0.0.1:5173/demo/`. */
  demoUrl?: string;
  /** The assistant id put in verify answers. Default `demo-agent`. */
  demoAgentId?: string;
  /** Largest request body accepted, in bytes. Default 65 536. */
  maxBodyBytes?: number;
  /** Time a client has to send a whole request; slower ones get 408. Default 10 000 ms. */
  requestTimeoutMs?: number;
  /** Gets one summary line per accepted delivery, and refusals. Default: silent. */
  logger?: ReceiverLogger;
}

/** {@link WebhookReceiverOptions} with every default applied and checked. */
export interface ResolvedReceiverOptions {
  host: string;
  port: number;
  logFile: string | undefined;
  allowedOrigins: readonly string[];
  demoUrl: string;
  demoAgentId: string;
  maxBodyBytes: number;
  requestTimeoutMs: number;
  logger: Required<ReceiverLogger>;
}

/** The defaults of {@link WebhookReceiverOptions}. */
export const receiverDefaults = {
  host: '127.0.0.1',
  port: 0,
  demoUrl: 'http://127.0.0.1:5173/demo/',
  demoAgentId: 'demo-agent',
  maxBodyBytes: 65_536,
  requestTimeoutMs: 10_000,
} as const;

const silentLogger: Required<ReceiverLogger> = { info() {}, warn() {}, error() {} };

/**
 * Applies the defaults and checks the options.
 *
 * @throws TypeError for a port outside 0–65535, a `demoUrl` that is not an absolute http(s)
 * URL, or a non-positive size or time limit.
 */
export function resolveReceiverOptions(options: WebhookReceiverOptions): ResolvedReceiverOptions {
  const port = options.port ?? receiverDefaults.port;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new TypeError(`port must be an integer from 0 to 65535, got ${port}`);
  }
  const demoUrl = options.demoUrl ?? receiverDefaults.demoUrl;
  let demoOrigin: string;
  try {
    const parsed = new URL(demoUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError();
    demoOrigin = parsed.origin;
  } catch {
    throw new TypeError(`demoUrl must be an absolute http(s) URL, got ${JSON.stringify(demoUrl)}`);
  }
  const maxBodyBytes = positiveInteger(
    'maxBodyBytes',
    options.maxBodyBytes,
    receiverDefaults.maxBodyBytes,
  );
  const requestTimeoutMs = positiveInteger(
    'requestTimeoutMs',
    options.requestTimeoutMs,
    receiverDefaults.requestTimeoutMs,
  );
  return {
    host: options.host ?? receiverDefaults.host,
    port,
    logFile: options.logFile,
    allowedOrigins: options.allowedOrigins ?? [demoOrigin],
    demoUrl,
    demoAgentId: options.demoAgentId ?? receiverDefaults.demoAgentId,
    maxBodyBytes,
    requestTimeoutMs,
    logger: options.logger === undefined ? silentLogger : completeLogger(options.logger),
  };
}

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback;
  if (!Number.isInteger(resolved) || resolved <= 0) {
    throw new TypeError(`${name} must be a positive integer, got ${resolved}`);
  }
  return resolved;
}

function completeLogger(logger: ReceiverLogger): Required<ReceiverLogger> {
  // Bound calls: `console.info` and friends may rely on `this`. Every message is made safe here,
  // once, so no route can print a request's key names or values raw.
  const info = (message: string) => logger.info(terminalSafe(message));
  const warn =
    logger.warn === undefined ? info : (message: string) => logger.warn?.(terminalSafe(message));
  const error =
    logger.error === undefined ? warn : (message: string) => logger.error?.(terminalSafe(message));
  return { info, warn, error };
}
