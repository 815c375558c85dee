import { loadEngine } from '../src/engine-loader';

// Every test file starts with the call engine loaded, as a page has it by the click (`Vapi`'s
// constructor loads it): a drop-in start then runs in the caller's task, which the differential
// compares with `@vapi-ai/web`'s. The start that waits for the engine has its own tests
// (src/compat/engine-loader.test.ts), on a fresh module graph.
await loadEngine();
