import type { ComponentType } from 'react';
import CalculatorIsland from './calculator-island';
import ContactFormIsland from './contact-form-island';
import DemoCallIsland from './demo-call-island';
import DemoPageContent from './demo-page-content';
import { DemoFooter, SiteFooter } from './footer-content';
import PrivacyUpdated from './privacy-updated';
import type { IslandName, IslandProps } from './registry';
import SiteHeaderIsland from './site-header-island';
import VerifyIsland from './verify-island';

/**
 * Each island's component, imported directly: the prerender renders them in place. Only the
 * build's server bundle imports this; the browser loads each from {@link ISLANDS} on its trigger.
 */
export const ISLAND_COMPONENTS: { [Name in IslandName]: ComponentType<IslandProps<Name>> } = {
  'site-header': SiteHeaderIsland,
  'contact-form': ContactFormIsland,
  calculator: CalculatorIsland,
  verify: VerifyIsland,
  'demo-page': DemoPageContent,
  'demo-call': DemoCallIsland,
  'site-footer': SiteFooter,
  'demo-footer': DemoFooter,
  'privacy-updated': PrivacyUpdated,
};
