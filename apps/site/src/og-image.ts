import { PRODUCT_NAME } from './brand';

/**
 * The words on the picture a link to any page of the site shows in chats and social feeds
 * (Open Graph's `og:image`). One picture for every page: each page's own title and description
 * ride beside it. Its alt text is made of these same words, so it cannot drift from what it
 * shows. `pnpm --filter @org/site og-image` (scripts/og-image.mjs) draws them with the design
 * system's tokens into public/og-image.png, which the build copies to the site's root.
 */
export const OG_CARD = {
  headline: 'Never Miss a Job Again',
  tagline: 'An AI receptionist that answers every call 24/7 and books the job.',
} as const;

/** The picture's file, type, size and alt text, as every page's head names them. */
export const OG_IMAGE = {
  /** Where the build serves it, from the site's root. */
  path: '/og-image.png',
  type: 'image/png',
  /** 1200×630: the 1.91:1 size link previews show large (`summary_large_image`) without cropping. */
  width: 1200,
  height: 630,
  alt: `${PRODUCT_NAME}: ${OG_CARD.headline}. ${OG_CARD.tagline} Beside it, an example call that ends in a booking.`,
} as const;

/** The picture's absolute URL on the site's origin: link previews need a full URL. */
export function ogImageUrl(siteUrl: string): string {
  return `${siteUrl}${OG_IMAGE.path}`;
}
