/**
 * The product's mark, drawn as the favicon (public/favicon.svg) is, inline: an `<img>` of an SVG
 * makes the browser build a whole SVG document for it on the main thread (some 50 ms on a phone
 * 4x slower than this machine), where inline paths are a few shapes of the page. Decorative
 * (hidden from assistive technology): the product name beside it names the link.
 */
export const siteLogo = (
  <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="7" fill="#0b3d91" />
    <path
      d="M11.2 7.5c.7-.4 1.6-.2 2 .5l2.2 3.7c.4.7.2 1.5-.4 2l-1.7 1.2a11 11 0 0 0 3.8 3.8l1.2-1.7c.5-.6 1.3-.8 2-.4l3.7 2.2c.7.4.9 1.3.5 2l-1.1 1.9c-.6 1-1.8 1.5-2.9 1.2C13.9 22.5 9.5 18.1 8.1 11.5c-.3-1.1.2-2.3 1.2-2.9z"
      fill="#fff"
    />
  </svg>
);
