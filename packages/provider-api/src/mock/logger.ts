/**
 * Where the mock provider reports what it does. `console` fits; the default says nothing.
 * A logger, not `console` itself, so that tests stay quiet and a host app picks the sink.
 */
export interface MockProviderLogger {
  /** One line per request answered, e.g. `POST /call/web -> 201`. */
  info(message: string): void;
  /** A request the mock could not answer because of a bug in it. */
  error(message: string, error: unknown): void;
}

/** The default logger: drops everything. */
export const silentLogger: MockProviderLogger = {
  info() {},
  error() {},
};
