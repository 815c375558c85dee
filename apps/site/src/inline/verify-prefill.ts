// Inlined right after /verify's island (islands/island.tsx places it), so it runs as the parser
// reaches it: before the first paint (scripts/generate-inline-scripts.mjs builds it).
import { ISLAND_ATTRIBUTE } from '../islands/island-attributes';
import { fillVerifyPrefill } from '../prefill/verify-prefill';

const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="verify"]`);
if (island) fillVerifyPrefill(island, location.search);
