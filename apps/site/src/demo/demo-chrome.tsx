import { Footer, Header, type NavLink } from '@org/ui';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../brand';
import { renderRouterLink } from '../layout/router-link';
import { DEMO_COPY } from './demo-copy';

function Logo() {
  return (
    <>
      <img className="demo-logo" src="/favicon.svg" alt="" width={32} height={32} />
      {PRODUCT_NAME}
    </>
  );
}

const DEMO_HEADER_LINKS: readonly NavLink[] = [{ href: '/contact', label: DEMO_COPY.contactLink }];

/** The demo's own header: the logo, linking home, and Contact. */
export function DemoHeader() {
  return (
    <Header
      variant="minimal"
      brand={<Logo />}
      links={DEMO_HEADER_LINKS}
      text={{ navLabel: 'Demo' }}
      renderLink={renderRouterLink}
    />
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
