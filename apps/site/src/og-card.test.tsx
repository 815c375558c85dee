import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from './brand';
import { renderOgCard } from './og-card';
import { OG_CARD, OG_IMAGE } from './og-image';

describe('the link-preview card', () => {
  it('shows the words its alt text reads out', () => {
    const text = renderOgCard('data:,')
      .replace(/<span class="org-visually-hidden">[^<]*<\/span>/g, '')
      .replace(/<[^>]+>/g, ' ');
    for (const words of [PRODUCT_NAME, OG_CARD.headline, OG_CARD.tagline]) {
      expect(text).toContain(words);
      expect(OG_IMAGE.alt).toContain(words);
    }
  });
});
