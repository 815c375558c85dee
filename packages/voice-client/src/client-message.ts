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
 * A `say` message, for both faces: the assistant says `text`, and cannot be interrupted (by the
 * visitor, or by itself) unless `options` say so.
 */
export function sayMessage(
  text: string,
  options: Omit<SayMessage, 'type' | 'message'> = {},
): SayMessage {
  return {
    type: 'say',
    message: text,
    ...options,
    interruptionsEnabled: options.interruptionsEnabled ?? false,
    interruptAssistantEnabled: options.interruptAssistantEnabled ?? false,
  };
}
