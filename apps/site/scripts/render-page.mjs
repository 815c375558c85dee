// One page's HTML, as the build writes it and the dev server answers it: the route rendered by
// React into index.html, with its head tags and its early scripts.
import { earlyScriptTag } from './early-scripts.mjs';

/**
 * @param {typeof import('../src/entry-server')} server the built (or dev-loaded) server entry
 * @param {import('../src/routes').SiteRoute} route the route that renders `path`
 * @param {string} path the path rendered, such as `/calculator` or `/404`
 * @param {string} template index.html, as Vite has transformed it
 * @returns {Promise<string>}
 */
export async function renderPage(server, route, path, template) {
  const { siteConfig } = server;
  const appHtml = await server.renderRoute(path);
  const url = server.canonicalUrl(siteConfig.siteUrl, path);
  const head =
    server.renderHeadTags(route.head, {
      url,
      siteUrl: siteConfig.siteUrl,
      siteName: server.PRODUCT_NAME,
    }) + earlyScriptTag();
  // Replaced by functions: a replacement string would read `$$`, `$&` and the like in the page
  // (an inline script's template literal, a company in the HTML) as patterns.
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => appHtml);
}
