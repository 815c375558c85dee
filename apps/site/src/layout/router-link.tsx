import type { LinkRenderer } from '@org/ui';
import { Link } from 'react-router';

/** Lets @org/ui's header and footer navigate with react-router instead of reloading the page. */
export const renderRouterLink: LinkRenderer = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
