import { SkipLink } from '@org/ui';
import { DemoFooter, DemoHeader } from '../demo/demo-chrome';
import { DemoContent, DemoPending, SetupRequired } from '../demo/demo-sections';
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
        {query === null ? (
          <DemoPending />
        ) : query.agent === null ? (
          <SetupRequired />
        ) : (
          <DemoContent agent={query.agent} company={query.company} />
        )}
      </main>
      <DemoFooter />
    </>
  );
}
