import { createRequire, Module } from 'node:module';
import { dirname } from 'node:path';
import { fakeDailyCommonJs } from './fake-daily';

/** What the differential scenarios use of a Vapi-like client; both clients are driven through it. */
export interface DiffClient {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
  removeAllListeners(event?: string): unknown;
  listenerCount(event: string): number;
}

/** Constructs a client the way `new Vapi(...)` does. */
export type DiffClientClass = new (
  apiToken: string,
  apiBaseUrl?: string,
  dailyCallConfig?: object,
  dailyCallObject?: object,
  options?: object,
) => DiffClient;

function cached(path: string, exports: unknown): Module {
  const module = new Module(path);
  module.filename = path;
  module.loaded = true;
  module.exports = exports;
  return module;
}

/**
 * Loads `@vapi-ai/web` 2.7.1 as it ships (its CommonJS `dist/vapi.js`) with its
 * `require('@daily-co/daily-js')` answered by the fake: the fake is put in Node's require cache
 * under the very file that require resolves to from Vapi's own folder (its daily-js 0.87.0),
 * and Vapi's files are loaded afresh so none of them holds the real daily-js. Its
 * `require('events')` gets the `events` package (3.3.0, Vapi's dependency) that bundlers put in
 * the browser build, not Node's built-in module.
 */
export function loadRealVapi(): DiffClientClass {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@vapi-ai/web');
  const fromVapi = createRequire(entry);
  const dailyPath = fromVapi.resolve('@daily-co/daily-js');
  const eventsPath = fromVapi.resolve('events/');
  const vapiFolder = dirname(entry);
  for (const key of Object.keys(require.cache)) {
    if (key.startsWith(vapiFolder)) delete require.cache[key];
  }
  require.cache[dailyPath] = cached(dailyPath, fakeDailyCommonJs);
  const previousEvents = require.cache.events;
  require.cache.events = cached('events', fromVapi(eventsPath));
  try {
    const loaded = fromVapi(entry) as { default: DiffClientClass };
    return loaded.default;
  } finally {
    if (previousEvents) require.cache.events = previousEvents;
    else delete require.cache.events;
  }
}
