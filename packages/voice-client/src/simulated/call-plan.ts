import { LISTENING_MESSAGE } from '../constants';
import type {
  SpeechUpdateMessage,
  StatusUpdateMessage,
  TranscriptMessage,
} from '../server-message';
import type { SimulatedTurn } from './receptionist-script';

/** How long each step of a simulated call takes at normal speed, in milliseconds. */
export const SIMULATED_TIMING = {
  /** From `join()` to `joined-meeting`. */
  join: 700,
  /** From `joined-meeting` to the assistant's `participant-joined`. */
  assistantJoins: 300,
  /** From `joined-meeting` to the assistant's `'listening'`. */
  listening: 600,
  /** From `'listening'` to the first turn. */
  firstTurn: 500,
  /** One spoken word: about 180 words a minute. */
  word: 330,
  /** The silence between two turns; longer than the client's 1 s speech-end delay once a user turn sits between two of the assistant's. */
  turnGap: 700,
  /** The transcriber's lag: the final transcript comes this long after the last word. */
  finalLag: 250,
  /** From the last word to the assistant's `status-update` `ended`. */
  hangUp: 900,
  /** From `ended` to the assistant leaving the room, and the room closing on the visitor. */
  leave: 300,
  /**
   * From a message the visitor types to the start of the assistant's reply: a short pause, as
   * the assistant thinks. A reply never starts before the one before has ended (plus `turnGap`).
   */
  replyDelay: 600,
} as const;

/** A cumulative partial transcript every this many words. */
const PARTIAL_EVERY_WORDS = 3;

/** One scheduled step, `at` milliseconds after `joined-meeting`. */
export type PlannedEvent =
  | { at: number; kind: 'assistant-joined' }
  /** An app message from the assistant: `'listening'` or a JSON server message. */
  | { at: number; kind: 'message'; data: string }
  | { at: number; kind: 'assistant-left' }
  /** The room closes on the visitor: `left-meeting`. */
  | { at: number; kind: 'left' };

/** When the assistant's voice is heard, in milliseconds after `joined-meeting`. */
export interface SpeechWindow {
  start: number;
  end: number;
}

/** A whole simulated call, from `join()` to `left-meeting`. */
export interface CallPlan {
  /** How long `join()` takes. */
  joinMs: number;
  /** Every step after the join, in order. */
  events: readonly PlannedEvent[];
  /** The assistant's turns, for its audio level. */
  speech: readonly SpeechWindow[];
  /** When the room closes, after `joined-meeting`. */
  leftAt: number;
}

type ScriptMessage = TranscriptMessage | SpeechUpdateMessage | StatusUpdateMessage;

/** `ms` at `timeScale`, in whole milliseconds. */
const scaledBy = (timeScale: number) => (ms: number) => Math.round(ms * timeScale);

/** One turn laid out in time by {@link planTurn}. */
export interface PlannedTurn {
  /** Its steps, in time order: every one a `message`. */
  events: PlannedEvent[];
  /** When the assistant's voice is heard: only for an assistant turn. */
  speech?: SpeechWindow;
  /**
   * When its last word ends, with the `speech-update` `stopped`; the final transcript follows
   * `finalLag` later, and a next turn starts `turnGap` later.
   */
  end: number;
}

/**
 * Lays one turn out in time from `startAt` (on the plan's clock: milliseconds after
 * `joined-meeting`): a `speech-update` `started` at `startAt`, a cumulative partial transcript
 * every three words as the words come (one word per `word` of {@link SIMULATED_TIMING}), the
 * `speech-update` `stopped` when the last word ends, then the final transcript `finalLag` later.
 * An assistant turn's voice is heard from its start to its last word. Durations are multiplied
 * by `timeScale`.
 */
export function planTurn(
  { role, text }: SimulatedTurn,
  startAt: number,
  timeScale: number,
): PlannedTurn {
  const scaled = scaledBy(timeScale);
  const events: PlannedEvent[] = [];
  const say = (at: number, message: ScriptMessage) =>
    events.push({ at, kind: 'message', data: JSON.stringify(message) });

  const words = text.split(/\s+/).filter((word) => word !== '');
  const wordEnd = (count: number) => startAt + scaled(SIMULATED_TIMING.word * count);
  const end = wordEnd(words.length);
  say(startAt, { type: 'speech-update', status: 'started', role });
  for (let count = PARTIAL_EVERY_WORDS; count < words.length; count += PARTIAL_EVERY_WORDS) {
    say(wordEnd(count), {
      type: 'transcript',
      role,
      transcriptType: 'partial',
      transcript: words.slice(0, count).join(' '),
    });
  }
  say(end, { type: 'speech-update', status: 'stopped', role });
  say(end + scaled(SIMULATED_TIMING.finalLag), {
    type: 'transcript',
    role,
    transcriptType: 'final',
    transcript: words.join(' '),
  });
  return role === 'assistant' ? { events, speech: { start: startAt, end }, end } : { events, end };
}

/**
 * Lays `script` out in time: each turn as {@link planTurn} does, `turnGap` after the one before;
 * after the last turn the assistant hangs up (`status-update` `ended`, `assistant-ended-call`)
 * and leaves. Every duration of {@link SIMULATED_TIMING} is multiplied by `timeScale`.
 */
export function planCall(script: readonly SimulatedTurn[], timeScale: number): CallPlan {
  const scaled = scaledBy(timeScale);
  const events: PlannedEvent[] = [];
  const speech: SpeechWindow[] = [];

  events.push({ at: scaled(SIMULATED_TIMING.assistantJoins), kind: 'assistant-joined' });
  const listeningAt = scaled(SIMULATED_TIMING.listening);
  events.push({ at: listeningAt, kind: 'message', data: LISTENING_MESSAGE });

  let start = listeningAt + scaled(SIMULATED_TIMING.firstTurn);
  let lastWord = start;
  for (const turn of script) {
    const planned = planTurn(turn, start, timeScale);
    events.push(...planned.events);
    if (planned.speech) speech.push(planned.speech);
    lastWord = planned.end;
    start = planned.end + scaled(SIMULATED_TIMING.turnGap);
  }

  const endedAt = lastWord + scaled(SIMULATED_TIMING.hangUp);
  const ended: StatusUpdateMessage = {
    type: 'status-update',
    status: 'ended',
    endedReason: 'assistant-ended-call',
  };
  events.push({ at: endedAt, kind: 'message', data: JSON.stringify(ended) });
  const leftAt = endedAt + scaled(SIMULATED_TIMING.leave);
  events.push({ at: leftAt, kind: 'assistant-left' }, { at: leftAt, kind: 'left' });
  // Stable: steps due at the same moment keep the order they were written in.
  events.sort((a, b) => a.at - b.at);
  return { joinMs: scaled(SIMULATED_TIMING.join), events, speech, leftAt };
}
