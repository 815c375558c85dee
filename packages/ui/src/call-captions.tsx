import type { TranscriptLine as CaptionLine } from '@org/voice-client/react';
import { useId } from 'react';
import { type CallCaptionsText, defaultCallCaptionsText } from './call-captions-text';
import { classNames } from './class-names';
import type { HeadingLevel } from './heading';

/**
 * One line of a call's conversation, and who said it: `@org/voice-client`'s `TranscriptLine` and
 * `CaptionSpeaker`, imported rather than restated. A `final` line is settled; a line that is not
 * final is what the speaker is saying right now, and is replaced as they go on.
 */
export type {
  CaptionSpeaker,
  TranscriptLine as CaptionLine,
} from '@org/voice-client/react';
export { type CallCaptionsText, defaultCallCaptionsText } from './call-captions-text';

/** Props of {@link CallCaptions}. */
export interface CallCaptionsProps {
  /** The conversation, oldest first (final lines, then the lines in progress). */
  lines: readonly CaptionLine[];
  /**
   * `live`: captions during the call, the last few final lines and what is being said now.
   * `transcript`: the whole conversation's final lines, after the call.
   */
  mode: 'live' | 'transcript';
  /** How many final lines the live captions show. Default 3. */
  liveLines?: number;
  text?: Partial<CallCaptionsText>;
  /** Level of the transcript's heading; defaults to 3. */
  headingLevel?: HeadingLevel;
  className?: string;
}

function Line({
  line,
  speakers,
  as: Tag,
}: {
  line: CaptionLine;
  speakers: CallCaptionsText['speakers'];
  as: 'p' | 'li';
}) {
  return (
    <Tag className="org-captions__line" data-role={line.role} data-final={line.final}>
      {/* What was said comes from speech recognition and the assistant, not from us: isolated,
          it takes its own direction (a right-to-left utterance keeps its full stop at its end)
          and no direction control in it reaches past it. */}
      <span className="org-captions__speaker">{speakers[line.role]}:</span> <bdi>{line.text}</bdi>
    </Tag>
  );
}

/**
 * A call's captions, with each line labelled by its speaker (`data-mode` on the root).
 *
 * During the call (`live`), the settled lines are in a polite live region (`role="log"`):
 * each is announced once, when it is settled. The lines still in progress are shown below it,
 * outside the region, because each partial repeats and extends the one before; announcing them
 * would read the same words over and over. While there is nothing to show, the region stays in
 * the page but takes no room. After the call (`transcript`), every final line is listed under a
 * heading; nothing is rendered while there is none.
 *
 * @example
 * ```tsx
 * <CallCaptions mode={status === 'ended' ? 'transcript' : 'live'} lines={transcript} />
 * ```
 */
export function CallCaptions({
  lines,
  mode,
  liveLines = 3,
  text,
  headingLevel = 3,
  className,
}: CallCaptionsProps) {
  const copy = { ...defaultCallCaptionsText, ...text };
  const titleId = useId();
  const finals = lines.filter((line) => line.final);

  if (mode === 'transcript') {
    if (finals.length === 0) return null;
    // Its own tag rather than `Heading`: a page that loads CallCaptions lazily (VoiceWidgetFrame)
    // would otherwise split `Heading`, which its other routes share, into one more chunk for them.
    const Title = `h${headingLevel}` as const;
    return (
      <div className={classNames('org-captions', className)} data-mode="transcript">
        <Title id={titleId} className="org-captions__title">
          {copy.transcriptTitle}
        </Title>
        {/* The role keeps the list a list in Safari, which drops it with `list-style: none`. */}
        {/* biome-ignore lint/a11y/noRedundantRoles: see above */}
        <ol role="list" className="org-captions__list" aria-labelledby={titleId}>
          {finals.map((line, index) => (
            // Final lines are only ever appended, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Line key={index} line={line} speakers={copy.speakers} as="li" />
          ))}
        </ol>
      </div>
    );
  }

  const firstShown = Math.max(0, finals.length - liveLines);
  const inProgress = lines.filter((line) => !line.final);
  return (
    <div
      className={classNames('org-captions', lines.length === 0 && 'org-visually-hidden', className)}
      data-mode="live"
    >
      <div role="log" aria-live="polite" aria-label={copy.liveLabel} className="org-captions__log">
        {finals.slice(firstShown).map((line, index) => (
          // A line's key is its position in the whole conversation, which only grows: a line
          // keeps its element as older ones leave, so the log announces only the new one.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Line key={firstShown + index} line={line} speakers={copy.speakers} as="p" />
        ))}
      </div>
      {inProgress.map((line) => (
        <Line key={line.role} line={line} speakers={copy.speakers} as="p" />
      ))}
    </div>
  );
}
