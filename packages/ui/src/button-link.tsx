import type { ReactNode } from 'react';
import type { ButtonVariant } from './button';
import { classNames } from './class-names';
import { type LinkRenderer, renderAnchor } from './link-renderer';

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  /** Path or URL of the target, such as `/calculator/`. */
  href: string;
  /** Defaults to `primary`, as for {@link Button}. */
  variant?: ButtonVariant;
  /** Stretches the link to the width of its container. */
  fullWidth?: boolean;
  /** Renders the link; pass your router's link here. Defaults to a plain anchor. */
  renderLink?: LinkRenderer;
  className?: string;
  children: ReactNode;
}

/**
 * A link that looks like a {@link Button}: for a call to action that navigates (a link, so it
 * opens in a new tab and is announced as a link). The site passes its router's link through
 * `renderLink`, so its class names stay this package's business.
 *
 * @example
 * ```tsx
 * <ButtonLink href="/calculator/" renderLink={({ href, ...props }) => <Link to={href} {...props} />}>
 *   See Missed Call Report
 * </ButtonLink>
 * ```
 */
export function ButtonLink({
  href,
  variant = 'primary',
  fullWidth = false,
  renderLink = renderAnchor,
  className,
  children,
}: ButtonLinkProps) {
  return renderLink({
    href,
    className: classNames(
      'org-button',
      `org-button--${variant}`,
      fullWidth && 'org-button--full',
      className,
    ),
    children,
  });
}
