import { parseSiteConfig, type SiteConfig } from './config';

function load(): SiteConfig {
  const result = parseSiteConfig(import.meta.env);
  // vite.config.ts already refused to build with a bad configuration; this guards tests and dev.
  if (!result.ok) throw new Error(`Invalid site configuration:\n${result.errors.join('\n')}`);
  return result.config;
}

/** This build's validated configuration. */
export const siteConfig: SiteConfig = load();
