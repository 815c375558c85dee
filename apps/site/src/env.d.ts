/** The day the site was built (`YYYY-MM-DD`), defined by vite.config.ts. */
declare const __BUILD_DATE__: string;
/**
 * Whether calls on /demo are simulated: `true` exactly where Vite's dev server serves the site
 * (`npm start`), both in its render of a page and in the browser; every build makes it `false`,
 * so the simulation and its label are dropped from what ships (vite.config.ts).
 */
declare const __SIMULATED_CALLS__: boolean;
