import { CallIllustration } from '@org/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { PRODUCT_NAME } from './brand';
import { OG_CARD } from './og-image';

/**
 * The link-preview picture as markup: the brand, the promise and the home page's answered call,
 * made of the design system's own pieces (its tokens and its CallIllustration), so the picture
 * looks like the site. scripts/og-image.mjs photographs it with src/og-card.css beside
 * @org/ui/styles.css; nothing in the site imports it.
 */
export function OgCard({ logoSrc }: { logoSrc: string }) {
  return (
    <main className="og-card">
      <div className="og-card__text">
        <p className="og-card__brand">
          <img src={logoSrc} alt="" width={72} height={72} />
          {PRODUCT_NAME}
        </p>
        <h1 className="og-card__headline">{OG_CARD.headline}</h1>
        <p className="og-card__tagline">{OG_CARD.tagline}</p>
      </div>
      <div className="og-card__art">
        <CallIllustration />
      </div>
    </main>
  );
}

/** The card's markup, for the body of the page the picture is taken of. */
export function renderOgCard(logoSrc: string): string {
  return renderToStaticMarkup(<OgCard logoSrc={logoSrc} />);
}
