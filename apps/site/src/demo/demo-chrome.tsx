import { Footer, Header, type NavLink } from '@org/ui';
import { PRODUCT_NAME } from '../brand';
import { siteLogo } from '../layout/site-logo';
import { DEMO_COPY } from './demo-copy';

const DEMO_HEADER_LINKS: readonly NavLink[] = [{ href: '/contact/', label: DEMO_COPY.contactLink }];

/** The demo's own header: the logo, linking home, and Contact. */
export function DemoHeader() {
  return (
    <Header
      variant="minimal"
      logo={siteLogo}
      brand={PRODUCT_NAME}
      links={DEMO_HEADER_LINKS}
      text={{ navLabel: 'Demo' }}
    />
  );
}

/** The demo's own footer: 'Powered by' the product, linking home, and the privacy policy. */
export function DemoFooter() {
  return (
    <Footer owner={PRODUCT_NAME} links={[{ href: '/privacy/', label: 'Privacy Policy' }]}>
      <p className="demo-powered">
        {DEMO_COPY.poweredBy}{' '}
        <a href="/" className="demo-powered__link">
          {siteLogo}
          {PRODUCT_NAME}
        </a>
      </p>
    </Footer>
  );
}
