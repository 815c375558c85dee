// The size of @org/voice-client, for the bench: measured, and held to its budget, by the package's
// own module (packages/voice-client/scripts/size-measure.mjs), so that the package's `test` and
// this site's budgets are one definition, not two. Read that module for how it bundles and why.
//
// A relative path into the monorepo rather than an export of the package: the module is tooling
// (it imports esbuild, a devDependency of the package), so an export would be published to every
// app that installs @org/voice-client, and `pnpm consumers` loads every export in Node. The path
// is in every clean clone, and the module resolves its own imports from the package's folder.
import {
  BUDGETS,
  EXTERNAL,
  measure,
  SOURCES,
} from '../../../../packages/voice-client/scripts/size-measure.mjs';

export { asShipped, formatKib } from '../../../../packages/voice-client/scripts/size-measure.mjs';

/** The budget this site holds the voice client to: the package's own, for main + `/react`. */
export const VOICE_CLIENT_BUDGET = BUDGETS.native;

/**
 * Measures @org/voice-client as this site uses it (main + `/react`, on import) in gzip bytes: on
 * its own, as budgeted, and for information with its @org/provider-api dependency.
 * @returns {Promise<{ ownBytes: number, withProviderApiBytes: number }>}
 */
export async function measureVoiceClient() {
  const own = await measure(SOURCES.native);
  const withProviderApi = await measure(SOURCES.native, {
    external: EXTERNAL.filter((name) => name !== '@org/provider-api'),
  });
  return { ownBytes: own.gzip, withProviderApiBytes: withProviderApi.gzip };
}
