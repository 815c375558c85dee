import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallCaptions, type CaptionLine } from './call-captions';

afterEach(cleanup);

const final = (role: CaptionLine['role'], text: string): CaptionLine => ({
  role,
  text,
  final: true,
});

describe('CallCaptions', () => {
  it('shows the last few settled lines live, each keeping its element as older ones leave', () => {
    const lines = [final('assistant', 'One.'), final('user', 'Two.'), final('assistant', 'Three.')];
    const { rerender } = render(<CallCaptions mode="live" lines={lines} liveLines={2} />);
    const log = screen.getByRole('log', { name: 'Live captions' });
    expect([...log.children].map((line) => line.textContent)).toEqual([
      'You: Two.',
      'Assistant: Three.',
    ]);
    const three = log.lastElementChild;
    rerender(<CallCaptions mode="live" lines={[...lines, final('user', 'Four.')]} liveLines={2} />);
    expect([...log.children].map((line) => line.textContent)).toEqual([
      'Assistant: Three.',
      'You: Four.',
    ]);
    expect(log.firstElementChild).toBe(three);
  });

  it('keeps its live region in the page, taking no room, while there is nothing to show', () => {
    const { container } = render(<CallCaptions mode="live" lines={[]} />);
    expect(screen.getByRole('log', { name: 'Live captions' }).textContent).toBe('');
    expect(container.firstElementChild?.className).toContain('org-visually-hidden');
  });

  it('renders no transcript without a settled line, and uses replaced text', () => {
    const { container, rerender } = render(
      <CallCaptions mode="transcript" lines={[{ role: 'user', text: 'Hel', final: false }]} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(
      <CallCaptions
        mode="transcript"
        lines={[final('assistant', 'Hola.')]}
        headingLevel={4}
        text={{ transcriptTitle: 'Conversation', speakers: { assistant: 'Ana', user: 'Tú' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Conversation', level: 4 })).toBeDefined();
    expect(screen.getByRole('listitem').textContent).toBe('Ana: Hola.');
  });

  it('isolates what was said from the speaker’s label, live and in the transcript', () => {
    // U+202E, a right-to-left override: inside <bdi> it ends where what was said ends.
    const said = '\u202Eevil.';
    for (const mode of ['live', 'transcript'] as const) {
      const { container, unmount } = render(
        <CallCaptions mode={mode} lines={[final('assistant', said)]} />,
      );
      const line = container.querySelector('.org-captions__line');
      expect(line?.innerHTML).toBe(
        `<span class="org-captions__speaker">Assistant:</span> <bdi>${said}</bdi>`,
      );
      unmount();
    }
  });
});
