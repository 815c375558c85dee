export type { SerializedError } from './compat/serialize-error';
export { default } from './compat/vapi-client';
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
