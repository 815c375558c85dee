import '@org/ui/styles.css';
import './site.css';
import { Suspense, useEffect } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { PageView } from './lazy-page';
import { RouteEffects } from './route-effects';
import { SITE_ROUTES } from './routes';

/** The site: every route of {@link SITE_ROUTES}, in its layout. */
export function App() {
  // `<html data-hydrated>` says React has taken over the prerendered page: before that, links
  // load whole pages and buttons do nothing. Effects run children first, so this comes last.
  // The end-to-end tests wait for it; it is also a hook for styles that need the script.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <RouteEffects />
      <Routes>
        <Route
          element={
            <SiteLayout>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </SiteLayout>
          }
        >
          {SITE_ROUTES.filter((route) => route.layout === 'site').map(({ path, page }) => (
            <Route key={path} path={path} element={<PageView page={page} />} />
          ))}
        </Route>
        {SITE_ROUTES.filter((route) => route.layout === 'standalone').map(({ path, page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={null}>
                <PageView page={page} />
              </Suspense>
            }
          />
        ))}
      </Routes>
    </>
  );
}
