export { VoiceClientError, type VoiceClientErrorCode } from './voice-client-error';
