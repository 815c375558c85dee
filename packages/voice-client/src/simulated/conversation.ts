import { LISTENING_MESSAGE } from '../constants';
import type { SpeechUpdateMessage, TranscriptMessage } from '../server-message';
import type { TimerScope } from '../timers';
import {
  type CallPlan,
  type PlannedEvent,
  planTurn,
  SIMULATED_TIMING,
  type SpeechWindow,
} from './call-plan';
import { receptionistReply } from './receptionist-script';
import { voiceLevel } from './voice-level';

/**
 * What a simulated call says, and when: its plan's steps played on the call's timers, the
 * assistant's voice level at each moment, and the receptionist's replies to what the visitor
 * types. The call object (simulated-call-object.ts) plays each step it is handed as Daily's
 * events; this module knows nothing of Daily.
 */

/**
 * The text of a message the visitor typed: Vapi's `add-message` with the `user` role that asks
 * for a response, as its JSON (what the client sends) or already parsed. Anything else: none.
 */
export function typedMessage(data: unknown): string | undefined {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, message: added, triggerResponseEnabled } = message as Record<string, unknown>;
  if (type !== 'add-message' || triggerResponseEnabled === false) return undefined;
  if (typeof added !== 'object' || added === null) return undefined;
  const { role, content } = added as Record<string, unknown>;
  return role === 'user' && typeof content === 'string' ? content : undefined;
}

/** Whether `step` belongs to the scripted conversation, which a typed message turns off. */
const isConversation = (step: PlannedEvent) =>
  step.kind !== 'assistant-joined' && !(step.kind === 'message' && step.data === LISTENING_MESSAGE);

/** A message of the script, as its steps carry them (`'listening'` aside). */
type ScriptedMessage = Partial<
  Record<'type' | 'status' | 'role' | 'transcriptType' | 'transcript', string>
>;

/** A scripted turn being said: its `speech-update` `started` is out, its final transcript not. */
interface OpenTurn {
  role: string;
  /** Its words so far: its latest partial transcript. */
  said: string;
  /** Whether its `speech-update` `stopped` is out: all its words are said. */
  stopped: boolean;
}

/** What a {@link Conversation} plays on. */
export interface ConversationParts {
  /** The call's timers: cleared with the call, so nothing is said after it. */
  timers: TimerScope;
  /** Multiplies the durations of the replies to typed messages, as it does the plan's. */
  timeScale: number;
  /** The plan's clock: milliseconds since `joined-meeting`. */
  elapsed(): number;
  /** Plays one step of the plan, or of a reply, now. */
  play(step: PlannedEvent): void;
  /** Sends a server message from the assistant, now. */
  say(message: SpeechUpdateMessage | TranscriptMessage): void;
}

/** The conversation of one joined simulated call. */
export class Conversation {
  readonly #parts: ConversationParts;
  /** The assistant's turns: the plan's, then its replies. */
  #speech: SpeechWindow[];
  /**
   * The pending steps of the scripted conversation, each with the function that cancels it; null
   * once a typed message has turned the conversation off.
   */
  #script: Map<PlannedEvent, () => void> | null = new Map();
  /** The scripted turn being said, if any. */
  #openTurn: OpenTurn | null = null;
  /**
   * The earliest a reply may start, on the plan's clock: at `'listening'`, then `turnGap` after
   * the last reply's last word.
   */
  #nextReplyAt = 0;

  /** Schedules every step of `plan` on the call's timers, counted from now (the join). */
  constructor(parts: ConversationParts, plan: CallPlan) {
    this.#parts = parts;
    this.#speech = [...plan.speech];
    const script = this.#script as Map<PlannedEvent, () => void>;
    for (const step of plan.events) {
      if (!isConversation(step)) {
        this.#nextReplyAt = Math.max(this.#nextReplyAt, step.at);
        parts.timers.set(() => parts.play(step), step.at);
        continue;
      }
      const cancel = parts.timers.set(() => {
        script.delete(step);
        this.#follow(step);
        parts.play(step);
      }, step.at);
      script.set(step, cancel);
    }
  }

  /** Keeps {@link #openTurn} up to date with a scripted step about to be played. */
  #follow(step: PlannedEvent): void {
    if (step.kind !== 'message') return;
    const message = JSON.parse(step.data) as ScriptedMessage;
    const open = this.#openTurn;
    if (message.type === 'speech-update' && message.status === 'started') {
      this.#openTurn = { role: message.role ?? '', said: '', stopped: false };
    } else if (!open) {
      return;
    } else if (message.type === 'speech-update') {
      open.stopped = true;
    } else if (message.type === 'transcript' && message.transcriptType === 'partial') {
      open.said = message.transcript ?? '';
    } else if (message.type === 'transcript') {
      this.#openTurn = null;
    }
  }

  /**
   * Turns the scripted conversation off: every step of it still pending is cancelled, the
   * assistant's joining and `'listening'` excepted (and the level observer, which is no step), so
   * the assistant no longer hangs up. A turn being said stops at once, as an interrupted speaker
   * does: its `speech-update` `stopped` (unless it is out) and its final transcript, the words
   * said so far (all of them once it stopped), come now, and an assistant's voice ends.
   */
  #stopScript(): void {
    const script = this.#script;
    if (!script) return;
    this.#script = null;
    for (const cancel of script.values()) cancel();
    // The assistant's voice: its turns to come are gone, and the one it is saying ends now.
    const elapsed = this.#parts.elapsed();
    this.#speech = this.#speech.flatMap(({ start, end }) =>
      start < elapsed ? [{ start, end: Math.min(end, elapsed) }] : [],
    );
    const open = this.#openTurn;
    this.#openTurn = null;
    if (!open) return;
    const { role } = open;
    let said = open.said;
    if (open.stopped) {
      // All its words are out: its final transcript is the one it still owed.
      for (const step of script.keys()) {
        if (step.kind !== 'message') continue;
        const message = JSON.parse(step.data) as ScriptedMessage;
        if (message.type === 'transcript' && message.transcriptType === 'final') {
          said = message.transcript ?? said;
          break;
        }
      }
    } else {
      this.#parts.say({ type: 'speech-update', status: 'stopped', role });
    }
    if (said !== '') {
      this.#parts.say({ type: 'transcript', role, transcriptType: 'final', transcript: said });
    }
  }

  /**
   * Answers a typed message with {@link receptionistReply}: after `replyDelay`, and never before
   * the reply before it has ended (plus `turnGap`), played as a scripted assistant turn is. The
   * first message turns the scripted conversation off, so the call lasts until the visitor ends
   * it.
   */
  answer(text: string): void {
    this.#stopScript();
    const { timeScale, timers, play } = this.#parts;
    const scaled = (ms: number) => Math.round(ms * timeScale);
    const elapsed = this.#parts.elapsed();
    const startAt = Math.max(elapsed + scaled(SIMULATED_TIMING.replyDelay), this.#nextReplyAt);
    const reply = planTurn(receptionistReply(text), startAt, timeScale);
    if (reply.speech) this.#speech.push(reply.speech);
    for (const step of reply.events) timers.set(() => play(step), step.at - elapsed);
    this.#nextReplyAt = reply.end + scaled(SIMULATED_TIMING.turnGap);
  }

  /** The assistant's level now: its scripted voice while it speaks, 0 between its turns. */
  assistantLevel(): number {
    const elapsed = this.#parts.elapsed();
    const turn = this.#speech.find(({ start, end }) => elapsed >= start && elapsed < end);
    return turn ? voiceLevel(elapsed - turn.start, turn.end - turn.start) : 0;
  }
}
