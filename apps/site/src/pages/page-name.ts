/** The pages of the site, by the name the route table (src/routes.ts) gives each. */
export type PageName =
  | 'home'
  | 'calculator'
  | 'verify'
  | 'contact'
  | 'privacy'
  | 'demo'
  | 'not-found';
