import { SkipLink } from '@org/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter } from '../islands/footer-content';
import { Island } from '../islands/island';

/** The shared layout of /, /calculator, /verify, /contact, /privacy and the not-found page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink targetId="main" />
      <Island name="site-header" props={{ currentPath: pathname }} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Island name="site-footer">
        <SiteFooter />
      </Island>
    </>
  );
}
