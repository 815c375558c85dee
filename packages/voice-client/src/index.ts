// The public API of `@org/voice-client`: the client, what its signatures name, its errors and
// `preload()`. The call's other controls and their validators are `./controls` (src/controls.ts),
// so that an app loads only the ones it calls. Internals (the session, the stage table, the level
// arithmetic, the Daily port of src/daily/) stay unexported so they can change freely.
export type { CreateCallObject, VoiceCallObject } from './call-object';
export type { CallState } from './call-state';
export { type CallRequirement, type CallSupport, callSupport } from './call-support';
export type {
  AddMessageMessage,
  ClientMessage,
  ControlMessage,
  EndCallMessage,
  SayMessage,
} from './client-message';
export type { ConnectionState } from './connection-watch';
export type { Detach, Listener } from './emitter';
export { preload } from './engine-chunk';
export type {
  CallEndEvent,
  CallStartFailedEvent,
  CallStartSuccessEvent,
  ProgressEvent,
  ProgressMetadata,
  StartResult,
  VoiceClientEventName,
  VoiceClientEvents,
  VoiceErrorEvent,
} from './events';
export type { Logger } from './logger';
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
export type { CallEndReason, CallStatus } from './session-phase';
export { START_STAGES, type StartStage } from './stages';
export type { StartParams } from './start-params';
export { type CallTimeouts, DEFAULT_TIMEOUTS } from './timeouts';
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
