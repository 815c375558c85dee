import { PRODUCT_NAME } from './brand';
import type { PageName } from './pages/page-name';

/** What a route puts in the document head. */
export interface RouteHead {
  title: string;
  description: string;
  /**
   * `false`: the page has no address of its own (the not-found page, answered at any path that
   * is not a page): its HTML names no canonical URL and no `og:url`, which would point at a URL
   * that is not it. Absent: it has its route's {@link pageHref}.
   */
  addressed?: false;
  /**
   * `false`: search engines may not list the page, made for one visitor (its query carries their
   * details) or for none: its HTML says `noindex` and sitemap.xml leaves it out. Absent: listed
   * (left out rather than `true`, as the table ships to every page).
   */
  indexed?: false;
}

/** One route of the site: where it lives, which layout frames it, and what its head says. */
export interface SiteRoute {
  /**
   * A react-router path, without the trailing slash (`/calculator`); `*` is the not-found page.
   * The router and the project's own servers answer it with or without the slash; the site links
   * to the slash form, {@link pageHref}, the one a plain static host serves without a redirect.
   */
  path: string;
  /** `site`: the shared header, footer and skip link. `standalone`: the page brings its own. */
  layout: 'site' | 'standalone';
  /** The page (src/pages/route-pages.tsx), rendered at build time: the browser gets its HTML. */
  page: PageName;
  head: RouteHead;
  /** The file the prerender writes, relative to the build folder. */
  file: string;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    layout: 'site',
    page: 'home',
    head: {
      title: `Never Miss a Job Again | ${PRODUCT_NAME}`,
      description:
        'An AI receptionist that answers every call 24/7, books jobs and sounds like your business. See how much revenue you are losing from missed calls.',
    },
    file: 'index.html',
  },
  {
    path: '/calculator',
    layout: 'site',
    page: 'calculator',
    head: {
      title: `See What Missed Calls Are Costing You | ${PRODUCT_NAME}`,
      description:
        'Work out the revenue and profit your business loses to missed calls each month and each year.',
    },
    file: 'calculator/index.html',
  },
  {
    path: '/verify',
    layout: 'site',
    page: 'verify',
    head: {
      title: `Verify Your Information | ${PRODUCT_NAME}`,
      description: 'Confirm your details so we can build your personalized AI receptionist demo.',
      // Made for one visitor: the calculator sends them here with their name and e-mail.
      indexed: false,
    },
    file: 'verify/index.html',
  },
  {
    path: '/contact',
    layout: 'site',
    page: 'contact',
    head: {
      title: `Get in touch | ${PRODUCT_NAME}`,
      description: 'Send us a message about your business. Our team replies within 24 hours.',
    },
    file: 'contact/index.html',
  },
  {
    path: '/privacy',
    layout: 'site',
    page: 'privacy',
    head: {
      title: `Privacy Policy | ${PRODUCT_NAME}`,
      description: `How ${PRODUCT_NAME} collects, uses and protects the information you share with us.`,
    },
    file: 'privacy/index.html',
  },
  {
    path: '/demo',
    layout: 'standalone',
    page: 'demo',
    head: {
      title: `Meet Your AI Receptionist | ${PRODUCT_NAME}`,
      description:
        'Talk to your AI receptionist in the browser and hear how it answers your calls.',
      // Made for one visitor: an automation sends them a link to their own assistant.
      indexed: false,
    },
    file: 'demo/index.html',
  },
  {
    path: '*',
    layout: 'site',
    page: 'not-found',
    head: {
      title: `Page not found | ${PRODUCT_NAME}`,
      description: 'The page you asked for does not exist.',
      // Nothing to list; and where a host answers an unknown path with this page and a 200
      // (a single-page fallback), the tag keeps every such path out of search.
      indexed: false,
      addressed: false,
    },
    file: '404.html',
  },
];

/**
 * The address of the page at a route path in the one form the site uses (every link, canonical
 * URL and sitemap entry): the folder the prerender writes it to, with its trailing slash
 * (`/calculator` → `/calculator/`, the page `calculator/index.html`); `/` stays `/`. A static
 * host that serves folders as Python's `http.server` does (the common default) answers the form
 * without the slash with a redirect to this one; see DEPLOYMENT.md.
 */
export function pageHref(path: string): string {
  return `${path.replace(/\/+$/, '')}/`;
}

/** The route that renders a pathname: its own, or the not-found route. */
export function findRoute(pathname: string): SiteRoute {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const notFound = SITE_ROUTES[SITE_ROUTES.length - 1] as SiteRoute;
  return SITE_ROUTES.find((route) => route.path === normalised) ?? notFound;
}
