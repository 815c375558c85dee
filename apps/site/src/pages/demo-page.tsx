import { SkipLink } from '@org/ui';
import { DemoFooter, DemoHeader } from '../demo/demo-chrome';
import { DemoContent, SetupRequired } from '../demo/demo-sections';
import { useDemoQuery } from '../demo/use-demo-query';
import '../demo/demo.css';

/** /demo: the live voice demo, standalone (its own header and footer). */
export default function DemoPage() {
  const query = useDemoQuery();
  return (
    <>
      <SkipLink targetId="main" />
      <DemoHeader />
      <main id="main" tabIndex={-1} className="demo-main">
        {/* One DemoContent from the pending state (no query yet) to the demo: React keeps its
            prerendered elements. */}
        {query !== null && query.agent === null ? (
          <SetupRequired />
        ) : (
          <DemoContent agent={query?.agent ?? null} company={query?.company ?? null} />
        )}
      </main>
      <DemoFooter />
    </>
  );
}
