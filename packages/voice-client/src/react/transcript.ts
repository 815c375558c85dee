import type { TranscriptMessage } from '../server-message';

/** Who a caption line is of: the two parties of the call. */
export type CaptionSpeaker = 'assistant' | 'user';

const isSpeaker = (role: string): role is CaptionSpeaker => role === 'assistant' || role === 'user';

/**
 * One line of the conversation, as captions show it. A `final` line is settled; a line that is
 * not final is what a speaker is saying right now, and the next words of that speaker replace
 * it.
 */
export interface TranscriptLine {
  role: CaptionSpeaker;
  text: string;
  final: boolean;
}

/**
 * The conversation after `message`. Final lines come first, in the order they arrived; after
 * them, at most one line in progress per speaker, which that speaker's next partial replaces in
 * place and next final settles (it joins the end of the final lines). Only the assistant and the
 * user have lines. Words that are only
 * whitespace add nothing (a blank final just ends the line in progress).
 */
export function addTranscript(
  lines: readonly TranscriptLine[],
  message: TranscriptMessage,
): readonly TranscriptLine[] {
  const { role } = message;
  // Captions are the conversation: lines of any other role (a system prompt, a tool) stay out.
  if (!isSpeaker(role)) return lines;
  const text = message.transcript.trim();
  const current = lines.findIndex((line) => line.role === role && !line.final);
  if (message.transcriptType === 'partial') {
    if (!text) return lines;
    const line = { role, text, final: false };
    return current === -1
      ? [...lines, line]
      : [...lines.slice(0, current), line, ...lines.slice(current + 1)];
  }
  const rest = current === -1 ? lines : lines.filter((_, index) => index !== current);
  return text ? withFinalLine(rest, { role, text, final: true }) : rest;
}

/** `lines` with `line` settled: after the other final lines, before any line in progress. */
function withFinalLine(
  lines: readonly TranscriptLine[],
  line: TranscriptLine,
): readonly TranscriptLine[] {
  const firstInProgress = lines.findIndex((other) => !other.final);
  const at = firstInProgress === -1 ? lines.length : firstInProgress;
  return [...lines.slice(0, at), line, ...lines.slice(at)];
}

/** The settled lines of a conversation, without what anyone was still saying. */
export function finalLines(lines: readonly TranscriptLine[]): readonly TranscriptLine[] {
  return lines.every((line) => line.final) ? lines : lines.filter((line) => line.final);
}

/**
 * The conversation after the visitor sent `text` by typing: a final line of theirs, settled at
 * once (no transcriber hears it), after the other final lines and before any line in progress,
 * which stays as it is (the visitor may be typing while the assistant speaks).
 */
export function addTypedLine(
  lines: readonly TranscriptLine[],
  text: string,
): readonly TranscriptLine[] {
  return withFinalLine(lines, { role: 'user', text, final: true });
}
