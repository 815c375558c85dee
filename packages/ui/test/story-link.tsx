import type { LinkRenderer } from '../src/link-renderer';

/**
 * A link renderer for stories and tests that records the target instead of navigating, so a
 * click stays inside the story's iframe or the jsdom document.
 */
export function createFakeRouterLink(onNavigate: (href: string) => void): LinkRenderer {
  return ({ children, onClick, href, ...props }) => (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
