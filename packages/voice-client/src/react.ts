export {
  addTranscript,
  type CaptionSpeaker,
  finalLines,
  type TranscriptLine,
} from './react/transcript';
export { useVoiceClient } from './react/use-voice-client';
export { useVoiceStore, useVoiceWidget, type VoiceWidgetBinding } from './react/use-voice-widget';
export { noticeFromCameraError, type VoiceNotice } from './react/voice-notice';
export {
  createVoiceStore,
  type VoiceStore,
  type VoiceStoreClient,
  type VoiceStoreOptions,
  type VoiceStoreState,
  type VoiceWidgetActions,
  type VoiceWidgetState,
  type WidgetStatus,
} from './react/voice-store';
