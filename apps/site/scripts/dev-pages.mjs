// The dev server's pages: each request for a page is answered with the route rendered by React
// on the spot, as the build prerenders it, so `npm start` runs the same islands as the build.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';
import { renderPage } from './render-page.mjs';

/**
 * A Connect middleware answering GET requests for pages (paths without a file extension).
 * @param {import('vite').ViteDevServer} vite
 */
export function pageMiddleware(vite) {
  return async (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(url.pathname)) {
      next();
      return;
    }
    try {
      const template = await vite.transformIndexHtml(
        req.url ?? '/',
        await readFile(join(vite.config.root, 'index.html'), 'utf8'),
      );
      /** @type {typeof import('../src/entry-server')} */
      const server = await vite.ssrLoadModule('/src/entry-server.tsx');
      const route = server.findRoute(url.pathname);
      const html = await renderPage(server, route, url.pathname, template);
      res.statusCode = route.path === '*' ? 404 : 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : html);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      next(error);
    }
  };
}

/**
 * Vite's dev server for the site, answering pages through {@link pageMiddleware}: `npm start`'s
 * (scripts/dev.mjs) and the dev-server end-to-end tests' (e2e/dev-server.mjs).
 * @param {import('vite').InlineConfig} config the server's own settings (port, mode, cache)
 */
export async function createSiteDevServer(config) {
  // Pages are rendered here, per request, as the build prerenders them: islands and all.
  const vite = await createServer({ ...config, appType: 'custom' });
  vite.middlewares.use(pageMiddleware(vite));
  return vite;
}
