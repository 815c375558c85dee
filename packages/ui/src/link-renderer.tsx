import type { MouseEventHandler, ReactNode } from 'react';

/** What a {@link LinkRenderer} receives: pass it all to the rendered anchor or router link. */
export interface LinkRenderProps {
  /** Path or URL of the target, such as `/calculator/`. */
  href: string;
  className: string;
  /** `'page'` on the link to the current route. */
  'aria-current'?: 'page';
  /** Set by components that must react to navigation (the header closes its menu). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/**
 * Renders one link, so a site can pass its router's link component without this package
 * importing a router.
 *
 * @example
 * ```tsx
 * const renderLink: LinkRenderer = ({ href, ...props }) => <Link to={href} {...props} />;
 * ```
 */
export type LinkRenderer = (props: LinkRenderProps) => ReactNode;

/** The default {@link LinkRenderer}: a plain anchor, which triggers a full page load. */
export const renderAnchor: LinkRenderer = ({ children, ...props }) => <a {...props}>{children}</a>;
