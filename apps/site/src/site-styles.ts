// Every stylesheet of the site, in one file for every route (vite.config.ts): the prerendered
// HTML links it from the start, so no part of a page is painted before its styles.
import '@org/ui/styles.css';
import './site.css';
import './demo/demo.css';
import './verify/annual-loss-line.css';
