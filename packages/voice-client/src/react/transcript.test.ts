import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../server-message';
import { addTranscript, finalLines, type TranscriptLine } from './transcript';

const message = (
  role: TranscriptMessage['role'],
  transcriptType: TranscriptMessage['transcriptType'],
  transcript: string,
): TranscriptMessage => ({ type: 'transcript', role, transcriptType, transcript });

describe('addTranscript', () => {
  it('keeps finals in arrival order, then the lines in progress in place', () => {
    let lines: readonly TranscriptLine[] = [];
    lines = addTranscript(lines, message('user', 'partial', 'Do you'));
    lines = addTranscript(lines, message('assistant', 'partial', 'Hel'));
    lines = addTranscript(lines, message('user', 'partial', 'Do you fix'));
    expect(lines).toEqual([
      { role: 'user', text: 'Do you fix', final: false },
      { role: 'assistant', text: 'Hel', final: false },
    ]);
    lines = addTranscript(lines, message('assistant', 'final', 'Hello.'));
    lines = addTranscript(lines, message('user', 'final', ' Do you fix roofs? '));
    expect(lines).toEqual([
      { role: 'assistant', text: 'Hello.', final: true },
      { role: 'user', text: 'Do you fix roofs?', final: true },
    ]);
  });

  it('leaves out lines of any role but the assistant and the user', () => {
    const lines = addTranscript([], message('user', 'partial', 'Hi'));
    expect(addTranscript(lines, message('system', 'final', 'You are a receptionist.'))).toBe(lines);
    expect(addTranscript(lines, message('tool', 'partial', '{}'))).toBe(lines);
  });

  it('adds nothing for blank words, and a blank final ends the line in progress', () => {
    const lines = addTranscript([], message('user', 'partial', 'um'));
    expect(addTranscript(lines, message('assistant', 'partial', '  '))).toBe(lines);
    expect(addTranscript(lines, message('user', 'final', ' '))).toEqual([]);
  });

  it('keeps every final in order and at most one line in progress per speaker', () => {
    const arbitraryMessage = fc.record({
      role: fc.constantFrom('assistant' as const, 'user' as const),
      transcriptType: fc.constantFrom('partial' as const, 'final' as const),
      transcript: fc.string({ minLength: 1 }).map((text) => `w${text}`),
    });
    fc.assert(
      fc.property(fc.array(arbitraryMessage, { maxLength: 30 }), (messages) => {
        const lines = messages.reduce<readonly TranscriptLine[]>(
          (so, next) => addTranscript(so, { type: 'transcript', ...next }),
          [],
        );
        const finals = messages
          .filter((next) => next.transcriptType === 'final')
          .map((next) => next.transcript.trim());
        const inProgress = lines.filter((line) => !line.final);
        const firstInProgress = lines.findIndex((line) => !line.final);
        return (
          JSON.stringify(finalLines(lines).map((line) => line.text)) === JSON.stringify(finals) &&
          new Set(inProgress.map((line) => line.role)).size === inProgress.length &&
          (firstInProgress === -1 || lines.slice(firstInProgress).every((line) => !line.final))
        );
      }),
    );
  });
});

describe('finalLines', () => {
  it('drops the lines in progress, and returns settled conversations as they are', () => {
    const settled: readonly TranscriptLine[] = [{ role: 'user', text: 'Hi', final: true }];
    expect(finalLines(settled)).toBe(settled);
    expect(finalLines([...settled, { role: 'assistant', text: 'Hel', final: false }])).toEqual(
      settled,
    );
  });
});
