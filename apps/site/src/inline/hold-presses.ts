// The page's first script, inlined in every page's `<head>` (scripts/generate-inline-scripts.mjs
// builds it into src/generated/inline-scripts.mjs).
import { holdPresses } from '../islands/hold-presses';

holdPresses(window);
