import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The shared layout of /, /calculator, /verify, /contact and /privacy. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main">Skip to main content</a>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link> <Link to="/calculator">Calculator</Link>{' '}
          <Link to="/contact">Contact</Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer>
        <Link to="/privacy">Privacy Policy</Link> <Link to="/contact">Contact</Link>
      </footer>
    </>
  );
}
