import type { CaptionSpeaker } from './call-captions';

/** One line of the {@link CallIllustration}'s exchange: `user` is the caller. */
export interface CallIllustrationLine {
  role: CaptionSpeaker;
  text: string;
}

/** Text of the {@link CallIllustration} a site may change. */
export interface CallIllustrationText {
  /** Accessible name of the figure. */
  label: string;
  /** Who says each line, read before it by screen readers (not shown). */
  speakers: Readonly<Record<CaptionSpeaker, string>>;
}

/** Default {@link CallIllustrationText}. */
export const defaultCallIllustrationText: CallIllustrationText = {
  label: 'Example call',
  speakers: { user: 'Caller', assistant: 'AI receptionist' },
};

/** The default exchange: a roofing company's caller after a storm, booked by the receptionist. */
export const defaultCallIllustrationLines: readonly CallIllustrationLine[] = [
  { role: 'user', text: 'The storm left a leak in my roof!' },
  { role: 'assistant', text: "We can help. What's the address?" },
  { role: 'user', text: '14 Oak Lane.' },
  { role: 'assistant', text: "You're booked for 8 am tomorrow." },
];

/** Props of {@link CallIllustration}. */
export interface CallIllustrationProps {
  /** The exchange, first line first. Defaults to {@link defaultCallIllustrationLines}. */
  lines?: readonly CallIllustrationLine[];
  /**
   * Defaults to {@link defaultCallIllustrationText}. Whole, not merged: a site that changes the
   * lines' language changes every word of it.
   */
  text?: CallIllustrationText;
}

/**
 * A short answered call: a live-call dot and a voice wave, drawn by the stylesheet, over the
 * exchange as message bubbles, the caller's on the left and the receptionist's on the right. The
 * words are real text in a `figure` named by `text.label`, each line prefixed for screen readers
 * by who says it (the bubbles' sides show that on screen), so it tells every visitor what the
 * service does, not only those who see it. The dot's pulse stops under
 * `prefers-reduced-motion: reduce`.
 *
 * @example
 * ```tsx
 * <CallIllustration />
 * ```
 */
export function CallIllustration({
  lines = defaultCallIllustrationLines,
  text = defaultCallIllustrationText,
}: CallIllustrationProps) {
  // No className prop: every byte of the home page's script counts, and a site places the card
  // through its parent.
  return (
    <figure className="org-call-art" aria-label={text.label}>
      <span className="org-call-art__dot" />
      {lines.map((line, index) => (
        // The lines are a fixed script, never reordered: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="org-call-art__line" data-role={line.role}>
          <span className="org-visually-hidden">{text.speakers[line.role]}: </span>
          {line.text}
        </p>
      ))}
    </figure>
  );
}
