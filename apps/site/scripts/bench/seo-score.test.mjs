import { describe, expect, it } from 'vitest';
import { keepsItselfOutOfSearch, seoScore } from './seo-score.mjs';

const META = { type: 'node', snippet: '<meta name="robots" content="noindex" />' };
const HEADER = 'x-robots-tag: noindex';
const ROBOTS_TXT = { type: 'source-location', url: 'http://h/robots.txt', line: 1, column: 0 };

/**
 * A Lighthouse result with Lighthouse's own SEO weights (is-crawlable 93/23, the rest 1, one
 * audit not applicable), the title audit failed when `titleFails`, and is-crawlable blocked by
 * `blockedBy` (none: it passes).
 */
function result({ blockedBy = [], titleFails = false } = {}) {
  const crawlable = blockedBy.length === 0 ? 1 : 0;
  const refs = [
    { id: 'is-crawlable', weight: 93 / 23 },
    { id: 'document-title', weight: 1 },
    { id: 'meta-description', weight: 1 },
    { id: 'canonical', weight: 1 },
    { id: 'hreflang', weight: 0 },
  ];
  const audits = {
    'is-crawlable': {
      score: crawlable,
      details: { type: 'table', items: blockedBy.map((source) => ({ source })) },
    },
    'document-title': { score: titleFails ? 0 : 1 },
    'meta-description': { score: 1 },
    canonical: { score: 1 },
    hreflang: { score: null },
  };
  const weights = refs.filter((ref) => ref.weight > 0);
  const total = weights.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0);
  const score = Math.round((total / weights.reduce((sum, ref) => sum + ref.weight, 0)) * 100) / 100;
  return { audits, categories: { seo: { score, auditRefs: refs } } };
}

describe('seoScore', () => {
  it('is Lighthouse’s for a page open to search', () => {
    expect(seoScore(result())).toBe(1);
    expect(seoScore(result({ titleFails: true }))).toBe(
      result({ titleFails: true }).categories.seo.score,
    );
  });

  it('leaves out is-crawlable for a page that says noindex in its own head, and only that', () => {
    const hidden = result({ blockedBy: [META] });
    expect(hidden.categories.seo.score).toBeLessThan(0.9);
    expect(keepsItselfOutOfSearch(hidden)).toBe(true);
    expect(seoScore(hidden)).toBe(1);
    // The page's other SEO audits still count.
    expect(seoScore(result({ blockedBy: [META], titleFails: true }))).toBe(0.67);
  });

  it('keeps Lighthouse’s score when anything but the page’s own tag blocks it', () => {
    for (const blockedBy of [[HEADER], [ROBOTS_TXT], [META, ROBOTS_TXT]]) {
      const blocked = result({ blockedBy });
      expect(keepsItselfOutOfSearch(blocked)).toBe(false);
      expect(seoScore(blocked)).toBe(blocked.categories.seo.score);
      expect(seoScore(blocked)).toBeLessThan(0.9);
    }
  });
});
