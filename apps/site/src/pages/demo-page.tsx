import { SkipLink } from '@org/ui';
import { DemoFooter, DemoHeader } from '../demo/demo-chrome';
import { DemoPageContent } from '../demo/demo-sections';
import { Island } from '../islands/island';

/** /demo: the live voice demo, standalone (its own header and footer). */
export default function DemoPage() {
  return (
    <>
      <SkipLink targetId="main" />
      <DemoHeader />
      <main id="main" tabIndex={-1} className="demo-main">
        <Island name="demo-page">
          <DemoPageContent />
        </Island>
      </main>
      <Island name="demo-footer">
        <DemoFooter />
      </Island>
    </>
  );
}
