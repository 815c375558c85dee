export {
  createProviderClient,
  type ProviderClient,
  type ProviderClientOptions,
} from './create-provider-client.ts';
export {
  type CreateWebCallOptions,
  type CreateWebCallResult,
  createWebCall,
} from './create-web-call.ts';
export type { ProviderHttpFailure } from './http-failure.ts';
export { ProviderApiError, type ProviderApiErrorCode } from './provider-api-error.ts';
export type { components, operations, paths } from './provider-document.ts';
export { simulatedRoomUrl, simulatedRoomVariables } from './simulated-room.ts';
export type { CreateWebCallRequest, WebCall } from './web-call.ts';
