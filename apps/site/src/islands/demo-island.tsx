import { DemoContent, SetupRequired } from '../demo/demo-sections';
import { useDemoQuery } from '../demo/use-demo-query';

/** /demo's island: the heading, the voice widget and its dialogs, all from the query. */
export default function DemoIsland() {
  const query = useDemoQuery();
  // One DemoContent from the pending state (no query yet) to the demo: React keeps its
  // prerendered elements.
  return query !== null && query.agent === null ? (
    <SetupRequired />
  ) : (
    <DemoContent agent={query?.agent ?? null} company={query?.company ?? null} />
  );
}
