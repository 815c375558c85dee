export {
  FakeCallObject,
  type FakeCallObjectHost,
  type FakeEventPayload,
  MAX_APP_MESSAGE_SIZE,
  type MicrophoneCapture,
  type ModelledMethod,
} from './fake-call-object';
export { FakeDaily, type FakeDailyObserver, type FakeDailyOptions } from './fake-daily';
export {
  ASSISTANT_USER_NAME,
  localParticipant,
  type ParticipantFields,
  participant,
  remoteParticipant,
} from './participants';
export {
  type BundleOutcome,
  defaultScript,
  type FakeDailyScript,
  type FakeDevice,
  type JoinOutcome,
  type MicrophoneOutcome,
  microphone,
  REFUSED_MICROPHONE,
} from './script';
