import { Footer } from '@org/ui';
import { PRODUCT_NAME } from '../brand';
import { BUILD_DAY } from '../today';

// The site's footer as prerendered, with the build's year; their island's script puts the visitor's
// year in (visitor-today-island.ts).

/** The site's footer. */
export function SiteFooter() {
  return <Footer owner={PRODUCT_NAME} year={Number(BUILD_DAY.slice(0, 4))} />;
}
