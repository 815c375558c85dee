'use client';

import { Fragment, type ReactNode, useEffect, useId } from 'react';
import { classNames } from './class-names';
import { type LinkRenderer, renderAnchor } from './link-renderer';
import { useControllableState } from './use-controllable-state';

/** One navigation entry of the {@link Header}. */
export interface NavLink {
  href: string;
  label: string;
}

/** The default header links: Home, Calculator, Contact. */
export const defaultHeaderLinks: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/calculator/', label: 'Calculator' },
  { href: '/contact/', label: 'Contact' },
];

/** Text of the {@link Header} a site may change. */
export interface HeaderText {
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** Visible text of the mobile menu toggle. */
  menuLabel: string;
}

/** Default {@link HeaderText}. */
export const defaultHeaderText: HeaderText = { navLabel: 'Main', menuLabel: 'Menu' };

/**
 * Layout of a {@link Header}: `full` is the site's bar with the mobile menu; `minimal` is a
 * brand and a few links always in view, with no menu (a focused page such as /demo).
 */
export type HeaderVariant = 'full' | 'minimal';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Defaults to `full`. */
  variant?: HeaderVariant;
  /** Pathname of the current route (no query); the matching link gets `aria-current="page"`. */
  currentPath?: string;
  /** The product name, linked to `/`; without it, no home link. */
  brand?: ReactNode;
  /**
   * A picture drawn before the brand, inside its link (an `<img>` or `<svg>` of about 2rem): the
   * site's own, so ui holds no image. Give it empty alt text: the brand names the link.
   */
  logo?: ReactNode;
  /** Defaults to {@link defaultHeaderLinks}. */
  links?: readonly NavLink[];
  /** Renders each link; pass your router's link here. Defaults to a plain anchor. */
  renderLink?: LinkRenderer;
  /** Controlled open state of the mobile menu. */
  menuOpen?: boolean;
  /** Uncontrolled starting state of the mobile menu. */
  defaultMenuOpen?: boolean;
  /** Called whenever the mobile menu asks to open or close. */
  onMenuOpenChange?: (open: boolean) => void;
  text?: Partial<HeaderText>;
  className?: string;
}

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** True when `href` is the current route or one of its children (never for `/` alone). */
export function isActivePath(href: string, currentPath: string): boolean {
  const target = normalisePath(href);
  const current = normalisePath(currentPath);
  return current === target || (target !== '/' && current.startsWith(`${target}/`));
}

/**
 * The shared site header (`variant="full"`, the default): the logo and brand, the main links with
 * the active one marked by `aria-current="page"`, and below the `48rem` breakpoint a toggle that opens the links as a
 * menu. Choosing a link or pressing Escape closes it. The menu state is `data-state` on the
 * header (`open` | `closed`); the header's height is fixed by `--org-header-height` so pages
 * never shift when it renders.
 *
 * @example
 * With `variant="minimal"` it is the brand and the links in one row at every width, with no
 * menu toggle.
 *
 * ```tsx
 * <Header
 *   currentPath={location.pathname}
 *   logo={<img src="/logo.svg" alt="" width={32} height={32} />}
 *   brand="AI Receptionist"
 *   renderLink={({ href, ...props }) => <Link to={href} {...props} />}
 * />
 * ```
 */
export function Header(props: HeaderProps) {
  return props.variant === 'minimal' ? <MinimalHeader {...props} /> : <FullHeader {...props} />;
}

/** The `minimal` {@link Header}: brand and links in one row at every width, no menu. */
function MinimalHeader({
  currentPath = '',
  brand,
  logo,
  links = defaultHeaderLinks,
  renderLink = renderAnchor,
  text,
  className,
}: HeaderProps) {
  const copy = { ...defaultHeaderText, ...text };
  return (
    <header className={classNames('org-header', 'org-header--minimal', className)}>
      <div className="org-header__inner">
        {brand !== undefined &&
          renderLink({
            href: '/',
            className: 'org-header__brand',
            children: (
              <>
                {logo}
                {brand}
              </>
            ),
          })}
        <nav aria-label={copy.navLabel}>
          {links.map((link) => {
            const active = isActivePath(link.href, currentPath);
            return (
              <Fragment key={link.href}>
                {renderLink({
                  href: link.href,
                  className: classNames('org-header__link', active && 'org-header__link--active'),
                  'aria-current': active ? 'page' : undefined,
                  children: link.label,
                })}
              </Fragment>
            );
          })}
          {/* As in the full header: the links show once they are all parsed (header.css). */}
          <span className="org-header__end" hidden />
        </nav>
      </div>
    </header>
  );
}

function FullHeader({
  currentPath = '',
  brand,
  logo,
  links = defaultHeaderLinks,
  renderLink = renderAnchor,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  text,
  className,
}: HeaderProps) {
  const copy = { ...defaultHeaderText, ...text };
  const [open, setOpen] = useControllableState({
    value: menuOpen,
    defaultValue: defaultMenuOpen,
    onChange: onMenuOpenChange,
  });
  const menuId = useId();
  const state = open ? 'open' : 'closed';

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const close = () => {
    if (open) setOpen(false);
  };

  return (
    <header className={classNames('org-header', className)} data-state={state}>
      <div className="org-header__inner">
        {brand !== undefined &&
          renderLink({
            href: '/',
            className: 'org-header__brand',
            onClick: close,
            children: (
              <>
                {logo}
                {brand}
              </>
            ),
          })}
        {/*
          The icon and the label are drawn from the button's own attributes (header.css), so its
          box is whole the moment its start tag is parsed. With children, HTML that arrives in
          pieces could be painted with the icon but not yet the label, and the right-aligned
          button would move as it grew.
        */}
        <button
          type="button"
          className="org-header__toggle"
          aria-label={copy.menuLabel}
          data-label={copy.menuLabel}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        />
        <nav aria-label={copy.navLabel} className="org-header__nav">
          <ul id={menuId} className="org-header__links" data-state={state}>
            {links.map((link) => {
              const active = isActivePath(link.href, currentPath);
              return (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    className: classNames('org-header__link', active && 'org-header__link--active'),
                    'aria-current': active ? 'page' : undefined,
                    onClick: close,
                    children: link.label,
                  })}
                </li>
              );
            })}
          </ul>
          {/*
            Shows the links once they are all parsed (header.css): laid out from the right, each
            would otherwise move left as the next arrived in HTML that comes in pieces.
          */}
          <span className="org-header__end" hidden />
        </nav>
      </div>
    </header>
  );
}
