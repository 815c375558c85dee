/** The day the site was built (`YYYY-MM-DD`), defined by vite.config.ts. */
declare const __BUILD_DATE__: string;
