// What `pnpm screenshots` photographs: each route of the site in the states a visitor sees, at
// the two widths the end-to-end tests use, in both colour schemes. Pure, so it is unit-tested
// (screenshots-routes.test.mjs); scripts/screenshots.mjs does the browsing.
import {
  buildCalculatorShareLink,
  buildVerifyLink,
  calculateMissedCallCost,
  DEFAULT_CALCULATOR_INPUT,
} from '@org/calculator-core';
import { demoLink, receiverDefaults } from '@org/webhooks/receiver';

/** The viewport widths, as the `desktop` and `mobile` end-to-end projects use them. */
export const SCREENSHOT_WIDTHS = Object.freeze([1280, 375]);

/** The colour schemes the site follows (`prefers-color-scheme`). */
export const SCREENSHOT_SCHEMES = Object.freeze(['light', 'dark']);

/** The visitor every personalised state is for, as a calculator form would hold them. */
const VISITOR = Object.freeze({
  name: 'Ann Lee',
  company: 'Acme Roofing',
  email: 'ann@acme.test',
  phone: '',
});

const calculatorInput = { ...VISITOR, ...DEFAULT_CALCULATOR_INPUT };

/**
 * One page state to photograph: its file-name stem, the path (with query) to open, and a CSS
 * selector that is present once the state is on screen (beyond hydration, which every page waits
 * for).
 * @typedef {{ name: string, path: string, ready?: string }} ScreenshotRoute
 */

/** @type {readonly ScreenshotRoute[]} */
export const SCREENSHOT_ROUTES = Object.freeze([
  { name: 'home', path: '/' },
  { name: 'calculator', path: '/calculator' },
  {
    // The share link the results' "Copy link to this report" builds: it opens the report itself.
    name: 'calculator-results',
    path: buildCalculatorShareLink(calculatorInput),
    ready: '.site-results',
  },
  { name: 'verify', path: '/verify' },
  {
    // What 'Hear Your AI Receptionist' on those results opens: the annual line above the form.
    name: 'verify-annual',
    path: buildVerifyLink({
      ...VISITOR,
      lostRevenueAnnual: calculateMissedCallCost(calculatorInput).lostRevenueAnnual,
    }),
    ready: '.site-annual-loss',
  },
  {
    // Where the verify answer sends the visitor: the local receiver's own demo link, idle. The
    // page calls the provider only once the visitor starts a call, so it needs no service here.
    name: 'demo',
    path: relativeDemoLink(receiverDefaults.demoAgentId, VISITOR.company),
    ready: '.demo-stage',
  },
  { name: 'demo-setup-required', path: '/demo' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/privacy' },
  { name: 'not-found', path: '/no-such-page' },
]);

/** The receiver's demo link (what a verify answer carries), made relative to this site. */
function relativeDemoLink(agentId, company) {
  const link = new URL(demoLink('http://127.0.0.1/demo', agentId, company));
  return `${link.pathname}${link.search}`;
}

/**
 * Every screenshot to take, by viewport: for each width and scheme, each route with the file it
 * goes to. One viewport's routes are photographed in one browser page, one after the other.
 * @param {readonly ScreenshotRoute[]} [routes]
 * @returns {{ width: number, scheme: string, shots: { route: ScreenshotRoute, file: string }[] }[]}
 */
export function screenshotViewports(routes = SCREENSHOT_ROUTES) {
  return SCREENSHOT_WIDTHS.flatMap((width) =>
    SCREENSHOT_SCHEMES.map((scheme) => ({
      width,
      scheme,
      shots: routes.map((route) => ({
        route,
        file: screenshotFileName(route.name, width, scheme),
      })),
    })),
  );
}

/**
 * The file name of one screenshot: `<route-name>-<width>-<scheme>.png`. A route name is
 * lowercase words joined by hyphens, so names never collide with each other's widths.
 * @param {string} name
 * @param {number} width
 * @param {string} scheme
 */
export function screenshotFileName(name, width, scheme) {
  if (!/^[a-z]+(-[a-z]+)*$/.test(name)) {
    throw new Error(`A screenshot route name is lowercase words joined by hyphens, not "${name}".`);
  }
  return `${name}-${width}-${scheme}.png`;
}
