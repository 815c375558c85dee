// The SEO score the bench holds a page to. Lighthouse's `is-crawlable` audit fails any page that
// says `noindex`, and weighs enough to take the SEO score to 69. /demo and /verify say it on
// purpose (the route table's `indexed: false`, src/routes.ts): for a page that keeps itself out
// of search with its own robots `<meta>`, that audit measures the choice, not the page, so the
// score is Lighthouse's weighted mean of the category's other audits. Which pages say `noindex`
// is the build's tests' to check (test/build-output.test.ts); a block from anywhere else (a
// robots.txt `Disallow`, an `X-Robots-Tag` header) still costs the points here.

const CRAWLABLE = 'is-crawlable';

/**
 * Whether the page's only block from search is its own `<meta name="robots">` tag.
 * @param {import('lighthouse').Result} lhr
 * @returns {boolean}
 */
export function keepsItselfOutOfSearch(lhr) {
  const audit = lhr.audits[CRAWLABLE];
  if (audit?.score !== 0) return false;
  const items = audit.details && audit.details.type === 'table' ? audit.details.items : [];
  return (
    items.length > 0 &&
    items.every((item) => {
      const source = /** @type {{ snippet?: unknown } | string | undefined} */ (item.source);
      return (
        typeof source === 'object' &&
        typeof source?.snippet === 'string' &&
        source.snippet.startsWith('<meta name="robots"')
      );
    })
  );
}

/**
 * The page's SEO score, 0..1: Lighthouse's, or without `is-crawlable` for a page that
 * {@link keepsItselfOutOfSearch}. As Lighthouse scores a category: the weighted mean of the
 * audits that carry weight (not-applicable and manual ones carry none), rounded to hundredths.
 * @param {import('lighthouse').Result} lhr
 * @returns {number}
 */
export function seoScore(lhr) {
  const category = lhr.categories.seo;
  if (!category) return 0;
  if (!keepsItselfOutOfSearch(lhr)) return category.score ?? 0;
  const counted = category.auditRefs.filter((ref) => ref.id !== CRAWLABLE && ref.weight > 0);
  const scores = counted.map((ref) => ({ score: lhr.audits[ref.id]?.score, weight: ref.weight }));
  if (scores.some(({ score }) => score === null || score === undefined)) return 0;
  const weight = scores.reduce((sum, item) => sum + item.weight, 0);
  const total = scores.reduce((sum, item) => sum + Number(item.score) * item.weight, 0);
  return weight === 0 ? 0 : Math.round((total / weight) * 100) / 100;
}
