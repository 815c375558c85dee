import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyHead, canonicalUrl } from './head';
import { findRoute } from './routes';
import { siteConfig } from './site-config';

/**
 * What happens on every route change: the head follows the route, and the page scrolls to the
 * top (or to the `#anchor` the link names). The first render keeps the prerendered head and the
 * browser's own scroll position.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const route = findRoute(pathname);
    applyHead(
      route.head,
      canonicalUrl(siteConfig.siteUrl, route.path === '*' ? pathname : route.path),
    );
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponentSafe(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
