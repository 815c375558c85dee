import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app';

export { PRODUCT_NAME } from './brand';
export { canonicalUrl, renderHeadTags } from './head';
export { ISLAND_ATTRIBUTE, ISLANDS, islandChunk } from './islands/registry';
export { findRoute, SITE_ROUTES } from './routes';
export { siteConfig } from './site-config';
export { renderRobotsTxt, renderSitemap } from './sitemap';

/** Renders a route to HTML at build time, waiting for every lazy page it shows. */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
