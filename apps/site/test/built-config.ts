import { join } from 'node:path';
import { loadEnv } from 'vite';
import { e2eLoopbackSiteEnv } from '../scripts/ports.mjs';
import { parseSiteConfig, type SiteConfig } from '../src/config';

const siteDir = new URL('..', import.meta.url).pathname;

/**
 * The folder `pnpm --filter @org/site build` writes: the loopback build, the one the end-to-end
 * tests run and the build-output tests read.
 */
export const distDir = join(siteDir, 'dist');

/**
 * The loopback build's configuration: .env.loopback, with the service URLs of the end-to-end
 * ports in effect laid over it, as scripts/build.mjs builds it.
 */
export function builtConfig(): SiteConfig {
  const result = parseSiteConfig({
    ...loadEnv('loopback', siteDir, 'VITE_'),
    ...e2eLoopbackSiteEnv(),
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

/** The loopback build's configured origin (VITE_SITE_URL), the one its absolute URLs are on. */
export function builtSiteUrl(): string {
  return builtConfig().siteUrl;
}
