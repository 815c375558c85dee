import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { findRoute } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Load the current page's chunk first, so hydration matches the prerendered HTML without suspending.
void findRoute(window.location.pathname)
  .page.preload()
  .then(() => {
    // Prerendered pages hold the page's elements; the dev server's page holds only the
    // `<!--app-html-->` placeholder comment, which is nothing to hydrate.
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
