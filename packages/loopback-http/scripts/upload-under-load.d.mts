/** Runs `task` while one worker thread per core spins; the workers stop however it ends. */
export function withEveryCoreBusy<T>(task: () => Promise<T>): Promise<T>;

/** How one upload ended, once its connection was gone. */
export type UploadOutcome =
  /** The answer was read to its end, and nothing was reset; `connection` is its header. */
  | { kind: 'answered'; status: number; connection: string | undefined }
  /** The client saw ECONNRESET or EPIPE; `answerRead` says whether the answer was read first. */
  | { kind: 'reset'; code: 'ECONNRESET' | 'EPIPE'; answerRead: boolean }
  /** Anything else: another error, or no end within the time allowed. */
  | { kind: 'failed'; detail: string };

/** One upload of {@link uploadOnce}. */
export interface UploadOptions {
  /** The bytes sent, in one write. */
  body: Uint8Array;
  /** A declared `Content-Length`, or a chunked body. */
  framing: 'content-length' | 'chunked';
  /** Default `POST`. */
  method?: string;
  /** Request headers, `host` included when it must not be the URL's. */
  headers?: Record<string, string>;
  /** Longest the whole exchange may take. Default 30 000 ms. */
  timeoutMs?: number;
}

/** Uploads `body` once on a connection of its own and says how the exchange ended. */
export function uploadOnce(url: string, options: UploadOptions): Promise<UploadOutcome>;

/** The outcomes of {@link uploadRepeatedly}, summed. */
export interface UploadSummary {
  /** Answers read with no reset, by status. */
  statuses: Record<string, number>;
  /** Exchanges reset, by error code. */
  resets: Record<string, number>;
  /** How many of the resets came after the answer had been read. */
  answeredThenReset: number;
  /** Every other outcome, described. */
  failures: string[];
  /** Time taken by all the uploads. */
  ms: number;
}

/** Uploads `body` `count` times, one after another, alternating a declared length and chunks. */
export function uploadRepeatedly(
  url: string,
  options: {
    count: number;
    body: Uint8Array;
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<UploadSummary>;
