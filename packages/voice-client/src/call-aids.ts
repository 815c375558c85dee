'use client';
export {
  CallAids,
  type CallAidsFace,
  type CallAidsOptions,
  type CallAidsState,
  NO_CALL_AIDS,
} from './call-aids/call-aids';
export {
  MicrophoneSilence,
  SILENT_LEVEL_FLOOR,
  SILENT_MICROPHONE_MS,
} from './call-aids/microphone-silence';
export { fallbackMicrophone, type MicrophoneOption, microphonesIn } from './call-aids/microphones';
export {
  type CallAidsBinding,
  useAttachedCallAids,
  useCallAids,
  useCallAidsBinding,
} from './call-aids/use-call-aids';
