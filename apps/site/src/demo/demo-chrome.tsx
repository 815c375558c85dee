import { Footer } from '@org/ui';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../brand';
import { DEMO_COPY } from './demo-copy';

function Logo() {
  return (
    <>
      <img className="demo-logo" src="/favicon.svg" alt="" width={32} height={32} />
      {PRODUCT_NAME}
    </>
  );
}

/** The demo's own header: the logo, linking home, and Contact. */
export function DemoHeader() {
  return (
    <header className="org-header">
      <div className="org-header__inner">
        <Link to="/" className="org-header__brand demo-brand">
          <Logo />
        </Link>
        <nav aria-label="Demo">
          <Link to="/contact" className="org-header__link">
            {DEMO_COPY.contactLink}
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** The demo's own footer: 'Powered by' the product, linking home, and the privacy policy. */
export function DemoFooter() {
  return (
    <Footer
      owner={PRODUCT_NAME}
      links={[{ href: '/privacy', label: 'Privacy Policy' }]}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    >
      <p className="demo-powered">
        {DEMO_COPY.poweredBy}{' '}
        <Link to="/" className="demo-powered__link">
          <Logo />
        </Link>
      </p>
    </Footer>
  );
}
