import { Footer, SkipLink } from '@org/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../brand';
import { Island } from '../islands/island';
import { useToday } from '../use-today';

/** The shared layout of /, /calculator, /verify, /contact, /privacy and the not-found page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const year = Number(useToday().slice(0, 4));
  return (
    <>
      <SkipLink targetId="main" />
      <Island name="site-header" props={{ currentPath: pathname }} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer owner={PRODUCT_NAME} year={year} />
    </>
  );
}
