export {
  default,
  VAPI_DEFAULT_BASE_URL,
  type VapiCallStartFailedEvent,
  type VapiCallStartSuccessEvent,
  type VapiErrorEvent,
  type VapiEvents,
  type VapiProgressEvent,
  type VapiSeams,
} from './compat/vapi-client';
