// Inlined right before an island with a prefill script (islands/island.tsx places it): with a
// query to write, the island is hidden until its prefill script, right after it, has written it
// (scripts/generate-inline-scripts.mjs builds it).
import { PREFILL_PENDING_ATTRIBUTE } from '../islands/island-attributes';

if (location.search.length > 1)
  document.documentElement.setAttribute(PREFILL_PENDING_ATTRIBUTE, '');
