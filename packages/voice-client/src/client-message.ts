/** Adds a message to the conversation. */
export interface AddMessageMessage {
  type: 'add-message';
  message: { role: 'system' | 'user' | 'assistant' | 'tool'; content: string };
  triggerResponseEnabled?: boolean;
}
/** Controls the assistant. */
export interface ControlMessage {
  type: 'control';
  control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
  videoRecordingStartDelaySeconds?: number;
}
/** Makes the assistant say `message`. */
export interface SayMessage {
  type: 'say';
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
}
/** Ends the call from the assistant's side. */
export interface EndCallMessage {
  type: 'end-call';
}

/** A live call-control message sent to the assistant's server. */
export type ClientMessage = AddMessageMessage | ControlMessage | SayMessage | EndCallMessage;

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
