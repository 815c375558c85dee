/** The call's connection, as `VoiceWidgetState.connection` holds it (the main entry's type). */
export type { ConnectionState } from './connection-watch';
export {
  addTranscript,
  addTypedLine,
  type CaptionSpeaker,
  finalLines,
  type TranscriptLine,
} from './react/transcript';
export { useVoiceClient } from './react/use-voice-client';
export {
  useAttachedVoiceStore,
  useVoiceStore,
  useVoiceWidget,
  type VoiceWidgetBinding,
} from './react/use-voice-widget';
export { noticeFromCameraError, type VoiceNotice } from './react/voice-notice';
export {
  createVoiceStore,
  type VoiceStore,
  type VoiceStoreClient,
  type VoiceStoreOptions,
  type VoiceStoreState,
  type VoiceWidgetActions,
  type WidgetStartOptions,
} from './react/voice-store';
export {
  IDLE_WIDGET_STATE,
  isCallUnderWay,
  type VisitorInput,
  type VoiceWidgetState,
  type WidgetEvent,
  type WidgetStatus,
  widgetReducer,
} from './react/widget-state';
