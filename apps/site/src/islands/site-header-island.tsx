import { Header } from '@org/ui';
import { PRODUCT_NAME } from '../brand';
import { siteLogo } from '../layout/site-logo';

/** Props of {@link SiteHeaderIsland}. */
export interface SiteHeaderIslandProps {
  /** The page's path, for the link marked as the current page. */
  currentPath: string;
}

/** The site's header; an island for its menu button, which opens the links on narrow screens. */
export default function SiteHeaderIsland({ currentPath }: SiteHeaderIslandProps) {
  return <Header currentPath={currentPath} logo={siteLogo} brand={PRODUCT_NAME} />;
}
