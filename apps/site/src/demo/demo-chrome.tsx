import { Footer, Header, type NavLink } from '@org/ui';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../brand';
import { renderRouterLink } from '../layout/router-link';
import { siteLogo } from '../layout/site-logo';
import { DEMO_COPY } from './demo-copy';

const DEMO_HEADER_LINKS: readonly NavLink[] = [{ href: '/contact', label: DEMO_COPY.contactLink }];

/** The demo's own header: the logo, linking home, and Contact. */
export function DemoHeader() {
  return (
    <Header
      variant="minimal"
      logo={siteLogo}
      brand={PRODUCT_NAME}
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
      renderLink={renderRouterLink}
    >
      <p className="demo-powered">
        {DEMO_COPY.poweredBy}{' '}
        <Link to="/" className="demo-powered__link">
          {siteLogo}
          {PRODUCT_NAME}
        </Link>
      </p>
    </Footer>
  );
}
