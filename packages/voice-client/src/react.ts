export { useVoiceStore, useVoiceWidget, type VoiceWidgetBinding } from './react/use-voice-widget';
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
