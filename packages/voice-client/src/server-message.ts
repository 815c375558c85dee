/** A status change of the call; `ended` carries why. */
export interface StatusUpdateMessage {
  type: 'status-update';
  status: string;
  endedReason?: string;
}
/**
 * Words the assistant or the user said: `partial` while they are still speaking (each partial
 * replaces the one before), `final` once the words are settled. The provider also sends these
 * with the type `transcript[transcriptType="final"]` (or `"partial"`); they parse to this shape.
 */
export interface TranscriptMessage {
  type: 'transcript';
  /** Usually `'assistant'` or `'user'`; kept as sent, as `@vapi-ai/web` does. */
  role: string;
  transcriptType: 'partial' | 'final';
  transcript: string;
}
/** Someone started or stopped speaking. */
export interface SpeechUpdateMessage {
  type: 'speech-update';
  status: 'started' | 'stopped';
  role: string;
}
/** The conversation so far. */
export interface ConversationUpdateMessage {
  type: 'conversation-update';
  conversation: readonly unknown[];
}
/** Tools the assistant calls. */
export interface ToolCallsMessage {
  type: 'tool-calls';
  toolCallList: readonly unknown[];
}
/** Output of the model, token by token. */
export interface ModelOutputMessage {
  type: 'model-output';
  output: unknown;
}
/** The assistant is hanging up. */
export interface HangMessage {
  type: 'hang';
}
/** The user interrupted the assistant. */
export interface UserInterruptedMessage {
  type: 'user-interrupted';
}
/** Text given to the voice. */
export interface VoiceInputMessage {
  type: 'voice-input';
  input: string;
}
/** Any other app message, or one whose fields did not match its type. */
export interface UnknownMessage {
  type: 'unknown';
  raw: unknown;
}

/** A message from the assistant's server, parsed from a Daily app message. */
export type ServerMessage =
  | StatusUpdateMessage
  | TranscriptMessage
  | SpeechUpdateMessage
  | ConversationUpdateMessage
  | ToolCallsMessage
  | ModelOutputMessage
  | HangMessage
  | UserInterruptedMessage
  | VoiceInputMessage
  | UnknownMessage;

type Fields = Record<string, unknown>;
const isString = (value: unknown): value is string => typeof value === 'string';

/** The rule of a `status-update`'s fields, for the parser and for {@link isEndedStatusData}. */
const isStatusUpdate = (m: Fields): boolean =>
  isString(m.status) && (m.endedReason === undefined || isString(m.endedReason));

const CHECKS: Readonly<Record<string, (m: Fields) => boolean>> = {
  'status-update': isStatusUpdate,
  transcript: (m) =>
    isString(m.role) &&
    isString(m.transcript) &&
    (m.transcriptType === 'partial' || m.transcriptType === 'final'),
  'speech-update': (m) => isString(m.role) && (m.status === 'started' || m.status === 'stopped'),
  'conversation-update': (m) => Array.isArray(m.conversation),
  'tool-calls': (m) => Array.isArray(m.toolCallList),
  'model-output': (m) => 'output' in m,
  hang: () => true,
  'user-interrupted': () => true,
  'voice-input': (m) => isString(m.input),
};

// The provider's typed form of a transcript, as in `transcript[transcriptType="final"]`.
const TYPED_TRANSCRIPT = /^transcript\[transcriptType="(partial|final)"\]$/;

/**
 * The message with a typed transcript type rewritten as a plain `transcript`. A message whose
 * `transcriptType` field contradicts its type is left as it is, and so parses as `unknown`.
 */
function normaliseType(fields: Fields): Fields {
  const typed = isString(fields.type) ? TYPED_TRANSCRIPT.exec(fields.type) : null;
  const transcriptType = typed?.[1];
  if (!transcriptType) return fields;
  if (fields.transcriptType !== undefined && fields.transcriptType !== transcriptType)
    return fields;
  return { ...fields, type: 'transcript', transcriptType };
}

/** The value a JSON string stands for, or the string itself when it is not JSON. */
function fromJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Parses an app message into a {@link ServerMessage}. JSON strings are parsed first; a known
 * `type` whose fields check out keeps every field it came with; anything else is `unknown`.
 * Every form of a transcript the provider sends (`transcript`, and the typed
 * `transcript[transcriptType="final"]` / `"partial"`) becomes a {@link TranscriptMessage}.
 */
export function parseServerMessage(data: unknown): ServerMessage {
  const value = isString(data) ? fromJson(data) : data;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const fields = normaliseType(value as Fields);
    const check = isString(fields.type) ? CHECKS[fields.type] : undefined;
    if (check?.(fields)) return fields as unknown as ServerMessage;
  }
  return { type: 'unknown', raw: value };
}

/** Whether `message` says the call has ended. */
export function isEndedStatus(message: ServerMessage): boolean {
  return message.type === 'status-update' && message.status === 'ended';
}

/**
 * Whether `data`, an app message as Daily delivers it (JSON text, or already parsed), is the
 * server's `status-update` `ended`: what the session needs of the assistant's messages, without
 * the whole parser (the faces parse what they hand on). The same rule as
 * `isEndedStatus(parseServerMessage(data))`.
 */
export function isEndedStatusData(data: unknown): boolean {
  // Any value but null or undefined has properties to read: a string's or a number's `type` is
  // undefined, as an array's is.
  const fields = (isString(data) ? fromJson(data) : data) as Fields | null | undefined;
  return fields?.type === 'status-update' && fields.status === 'ended' && isStatusUpdate(fields);
}

/**
 * The end of a call the server did not report itself (the visitor or the page ended it, or the
 * meeting was left): what both faces emit as its last `message`, as `@vapi-ai/web` does.
 */
export function customerEndedStatus(): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' };
}
