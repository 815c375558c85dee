export {
  type CallRequirement,
  type CallSupport,
  /** Whether this browser can make the drop-in's calls; `@vapi-ai/web` has no such check. */
  callSupport,
} from './call-support';
export type { SerializedError } from './compat/serialize-error';
/**
 * Also exported by name: with a named export beside the default, the CommonJS build keeps
 * `exports.default` (as `@vapi-ai/web`'s does) instead of becoming `module.exports = Vapi`,
 * which its `export default` types would misdescribe. `preload()` imports daily-js (shared with
 * the main entry's) and the drop-in's call engine ahead of the first call.
 */
export { default, default as Vapi, preload, type VapiOptions } from './compat/vapi-client';
export type {
  AddMessageMessage,
  Call,
  CallStartFailedEvent,
  CallStartProgressEvent,
  CallStartSuccessEvent,
  ChatCompletionMessageParam,
  ControlMessages,
  EndCallMessage,
  SayMessage,
  StartCallOptions,
  VapiClientToServerMessage,
  VapiEventListeners,
  VapiEventNames,
  WebCall,
} from './compat/vapi-types';
