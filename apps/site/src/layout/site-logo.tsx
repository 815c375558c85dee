/**
 * The product's mark, the site's own favicon: served from the site's origin, so the CSP's
 * `img-src 'self'` allows it. Decorative (empty alt): the product name beside it names the link.
 * An element, not a component: every route's first script carries it, so it stays this small.
 */
export const siteLogo = <img src="/favicon.svg" alt="" width={32} height={32} />;
