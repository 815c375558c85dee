import type { ControlMessage } from './client-message';

/**
 * Asks the assistant to speak first once the recording runs (a call with video recording waits
 * for it), saying how long the recording took to start.
 */
export function sayFirstMessage(delaySeconds: number): ControlMessage {
  return {
    type: 'control',
    control: 'say-first-message',
    videoRecordingStartDelaySeconds: delaySeconds,
  };
}
