import type { ReactNode } from 'react';
import { classNames } from './class-names';
import type { NavLink } from './header';
import { type LinkRenderer, renderAnchor } from './link-renderer';

/** The default footer links: Privacy Policy and Contact. */
export const defaultFooterLinks: readonly NavLink[] = [
  { href: '/privacy/', label: 'Privacy Policy' },
  { href: '/contact/', label: 'Contact' },
];

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Name in the copyright line, such as the product or company name. */
  owner: string;
  /** Year of the copyright line; defaults to the current year. */
  year?: number;
  /** Defaults to {@link defaultFooterLinks}. */
  links?: readonly NavLink[];
  /** Renders each link; pass your router's link here. Defaults to a plain anchor. */
  renderLink?: LinkRenderer;
  /** Accessible name of the footer navigation; defaults to 'Footer'. */
  navLabel?: string;
  /** Extra content above the links, such as a 'Powered by' line. */
  children?: ReactNode;
  className?: string;
}

/**
 * The shared site footer: Privacy Policy and Contact links and `© {year} {owner}. All rights
 * reserved.`
 *
 * @example
 * ```tsx
 * <Footer owner="AI Receptionist" renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 * ```
 */
export function Footer({
  owner,
  year,
  links = defaultFooterLinks,
  renderLink = renderAnchor,
  navLabel = 'Footer',
  children,
  className,
}: FooterProps) {
  const shownYear = year ?? new Date().getFullYear();
  return (
    <footer className={classNames('org-footer', className)}>
      <div className="org-footer__inner">
        {children}
        <nav aria-label={navLabel}>
          <ul className="org-footer__links">
            {links.map((link) => (
              <li key={link.href}>
                {renderLink({
                  href: link.href,
                  className: 'org-footer__link',
                  children: link.label,
                })}
              </li>
            ))}
          </ul>
        </nav>
        {/* A page prerendered on 31 December hydrates on 1 January with another year. */}
        <p className="org-footer__copyright" suppressHydrationWarning>
          © {shownYear} {owner}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
