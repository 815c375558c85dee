import { vapiEngine } from '../src/compat/vapi-client';
import { engineChunk } from '../src/engine-chunk';

// Every test file starts with the call engine loaded, for either face, as a page has it by the
// click (a face's constructor loads it): a start then runs in the caller's task, which the
// differential compares with `@vapi-ai/web`'s. Not daily-js: a test file's `vi.mock` of it comes
// after this file. A start that waits for the engine has its own tests
// (src/engine-loader.test.ts), on a fresh module graph.
await Promise.all([engineChunk.load(), vapiEngine.load()]);
