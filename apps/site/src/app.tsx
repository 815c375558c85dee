import './site-styles';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { ROUTE_PAGES } from './pages/route-pages';
import { SITE_ROUTES } from './routes';

/**
 * The site: every route of {@link SITE_ROUTES}, in its layout. Rendered only at build time (and
 * by the dev server, per request): the browser gets HTML, and only its islands hydrate.
 */
export function App() {
  return (
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
  );
}
