import type { Connect, InlineConfig, ViteDevServer } from 'vite';

/** A Connect middleware answering GET requests for pages, rendered as the build renders them. */
export function pageMiddleware(vite: ViteDevServer): Connect.NextHandleFunction;
/** Vite's dev server for the site, answering pages through {@link pageMiddleware}. */
export function createSiteDevServer(config: InlineConfig): Promise<ViteDevServer>;
