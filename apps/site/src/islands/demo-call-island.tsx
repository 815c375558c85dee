import { DemoCall } from '../demo/demo-call';
import { useDemoQuery } from '../demo/use-demo-query';

/**
 * /demo's voice widget and its dialogs. It hydrates with the query unknown (the prerendered
 * page has none), then renders again with the assistant and company it names; a Start pressed
 * before then is held and replayed after (wake-islands.ts).
 */
export default function DemoCallIsland() {
  const query = useDemoQuery();
  return <DemoCall agent={query?.agent ?? null} company={query?.company ?? null} />;
}
