/** Where the client reports what it cannot throw: listener errors, failed clean-ups, leaks. */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** The default logger: silent, so a library never writes to the console on its own. */
export const silentLogger: Logger = {
  warn() {},
  error() {},
};
