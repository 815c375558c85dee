import type { ComponentType } from 'react';
import CalculatorPage from './calculator-page';
import ContactPage from './contact-page';
import DemoPage from './demo-page';
import HomePage from './home-page';
import NotFoundPage from './not-found-page';
import type { PageName } from './page-name';
import PrivacyPage from './privacy-page';
import VerifyPage from './verify-page';

/**
 * Each page's component, for the prerender (src/app.tsx). Kept apart from the route table, which
 * tests and scripts read without rendering anything.
 */
export const ROUTE_PAGES: Record<PageName, ComponentType> = {
  home: HomePage,
  calculator: CalculatorPage,
  verify: VerifyPage,
  contact: ContactPage,
  privacy: PrivacyPage,
  demo: DemoPage,
  'not-found': NotFoundPage,
};
