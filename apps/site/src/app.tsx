import './site-styles';
import { VERIFY_NETWORK_ERROR_MESSAGE } from '@org/webhooks';
import { Route, Routes } from 'react-router';
import { ISLAND_ERROR_TEXT_ATTRIBUTE } from './islands/island-attributes';
import { SiteLayout } from './layout/site-layout';
import { ROUTE_PAGES } from './pages/route-pages';
import { SITE_ROUTES } from './routes';

/**
 * The site: every route of {@link SITE_ROUTES}, in its layout. Rendered only at build time (and
 * by the dev server, per request): the browser gets HTML, and only its islands hydrate.
 */
export function App() {
  return (
    <>
      <IslandErrorText />
      <Routes>
        {SITE_ROUTES.map(({ path, layout, page }) => {
          const Page = ROUTE_PAGES[page];
          return (
            <Route
              key={path}
              path={path}
              element={
                layout === 'site' ? (
                  <SiteLayout>
                    <Page />
                  </SiteLayout>
                ) : (
                  <Page />
                )
              }
            />
          );
        })}
      </Routes>
    </>
  );
}

/**
 * What the islands' loader shows beside an island whose code could not load, on every page: the
 * network error the verify form shows, as the code never came from the server.
 */
function IslandErrorText() {
  return (
    <template {...{ [ISLAND_ERROR_TEXT_ATTRIBUTE]: '' }}>{VERIFY_NETWORK_ERROR_MESSAGE}</template>
  );
}
