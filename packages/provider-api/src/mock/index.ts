export type { MockProviderLogger } from './logger.ts';
export { mockRoomOrigin } from './simulate-web-call.ts';
export {
  type MockProvider,
  type MockProviderOptions,
  startMockProvider,
} from './start-mock-provider.ts';
