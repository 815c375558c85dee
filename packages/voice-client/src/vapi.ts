/**
 * Starts importing daily-js and the drop-in's call engine ahead of the first call (on intent: the
 * call button shown or hovered); daily-js's import is shared with the main entry's `preload`.
 */

export type { SerializedError } from './compat/serialize-error';
/**
 * Also exported by name: with a named export beside the default, the CommonJS build keeps
 * `exports.default` (as `@vapi-ai/web`'s does) instead of becoming `module.exports = Vapi`,
 * which its `export default` types would misdescribe.
 */
export { default, default as Vapi, type VapiOptions } from './compat/vapi-client';
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
export { preload } from './engine-loader';
