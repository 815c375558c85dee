// Inlined right after /verify's island (islands/island.tsx places it), so it runs as the parser
// reaches it: before the first paint (scripts/generate-inline-scripts.mjs builds it).
import { ISLAND_ATTRIBUTE, PREFILL_PENDING_ATTRIBUTE } from '../islands/island-attributes';
import { fillVerifyPrefill } from '../prefill/verify-prefill';

const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="verify"]`);
try {
  if (island) fillVerifyPrefill(island, location.search);
} finally {
  // Shown whatever happened: a page with its query not written is better than none.
  document.documentElement.removeAttribute(PREFILL_PENDING_ATTRIBUTE);
}
