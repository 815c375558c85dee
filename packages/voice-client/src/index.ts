export type { CreateCallObject, VoiceCallObject } from './call-object';
export {
  type AccessLevel,
  CALL_STATE_TRANSITIONS,
  type CallState,
  canTransition,
  transition,
} from './call-state';
export type {
  AddMessageMessage,
  ClientMessage,
  ControlMessage,
  EndCallMessage,
  SayMessage,
} from './client-message';
export {
  AUDIO_LEVEL_INTERVAL_MS,
  MOBILE_PERMISSION_WAIT_MS,
  SPEAKING_THRESHOLD,
  SPEECH_END_DELAY_MS,
  VOLUME_SCALE,
} from './constants';
export { loadDaily, preload } from './daily-loader';
export type { Detach, Listener } from './emitter';
export type {
  CallStartFailedEvent,
  CallStartSuccessEvent,
  ProgressEvent,
  ProgressMetadata,
  StartResult,
  VoiceClientEventName,
  VoiceClientEvents,
  VoiceErrorEvent,
} from './events';
export { fatalErrorFromDaily } from './fatal-error';
export type { Logger } from './logger';
export {
  type RuleResult,
  type TransferTarget,
  validateAppMessage,
  validateBackgroundImage,
  validateBlurStrength,
  validateDtmfTones,
  validateOutputVolume,
  validateRemoteVolume,
  validateSendSettings,
  validateTransferTarget,
  validateUserData,
} from './rules';
export {
  type ConversationUpdateMessage,
  type HangMessage,
  type ModelOutputMessage,
  parseServerMessage,
  type ServerMessage,
  type SpeechUpdateMessage,
  type StatusUpdateMessage,
  type ToolCallsMessage,
  type TranscriptMessage,
  type UnknownMessage,
  type UserInterruptedMessage,
  type VoiceInputMessage,
} from './server-message';
export { summedLevel, volumeFromLevel } from './speech-detector';
export { OPTIONAL_STAGES, STAGE_ERROR_CODES, START_STAGES, type StartStage } from './stages';
export {
  buildWebCallRequest,
  MISSING_TARGET_MESSAGE,
  SEVERAL_TARGETS_MESSAGE,
  type StartParams,
  type WebCallRequestResult,
} from './start-params';
export type { TimerApi } from './timers';
export {
  type StartOptions,
  VoiceClient,
  type VoiceClientBaseOptions,
  type VoiceClientOptions,
} from './voice-client';
export {
  type FatalErrorCode,
  isVoiceClientError,
  type StartErrorCode,
  VoiceClientError,
  type VoiceClientErrorCode,
  type VoiceClientErrorOptions,
} from './voice-client-error';
export type {
  AssistantOverrides,
  CreateWebCall,
  CreateWebCallRequest,
  InlineAssistant,
  InlineSquad,
  InlineWorkflow,
  ProviderOptions,
  WebCall,
  WebCallResult,
  WorkflowOverrides,
} from './web-call';
