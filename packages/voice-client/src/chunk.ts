/**
 * "Import once, retry on a failure", for every dynamic import a call waits on: the engine's
 * chunk (engine-loader.ts) and daily-js (daily/loader.ts).
 */

/** Code loaded on first use. */
export interface Chunk<M> {
  /** The chunk once it has loaded, or `null`: a start that finds it runs in the caller's task. */
  loaded(): M | null;
  /** Loads it on first use; a failed load is forgotten, so that a later start tries again. */
  load(): Promise<M>;
}

/** The chunk `importer` imports, loaded once. */
export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    loaded: () => loaded,
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // Forgotten, so that a later start (say, back online) tries again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
