import { useId } from 'react';
import { Button } from './button';
import type { CallStatus } from './call-status';
import { classNames } from './class-names';
import { StatusDot } from './status-dot';
import { VolumeVisualiser } from './volume-visualiser';

/** Text of the {@link VoiceWidget}; defaults are the spec's copy (section 2). */
export interface VoiceWidgetText {
  title: string;
  subtitleIdle: string;
  subtitleActive: string;
  start: string;
  connecting: string;
  mute: string;
  unmute: string;
  end: string;
  summary: string;
  /** Read by screen readers when the status changes; not shown. */
  statusAnnouncements: Readonly<Record<CallStatus, string>>;
  visualiserLabel: string;
}

/** Default {@link VoiceWidgetText}. */
export const defaultVoiceWidgetText: VoiceWidgetText = {
  title: 'AI Voice Assistant',
  subtitleIdle: 'Click to start a voice conversation',
  subtitleActive: 'Speaking with your AI receptionist...',
  start: 'Start Voice Chat',
  connecting: 'Connecting to assistant...',
  mute: 'Mute',
  unmute: 'Unmute',
  end: 'End Call',
  summary: 'Get Call Summary',
  statusAnnouncements: {
    idle: '',
    connecting: 'Connecting to assistant...',
    active: 'Connected. You can speak now.',
    ended: 'Call ended.',
  },
  visualiserLabel: 'Voice activity',
};

/** Props of {@link VoiceWidget}. All state comes in; every action goes out as a callback. */
export interface VoiceWidgetProps {
  status: CallStatus;
  /** The assistant to call; Start is disabled while it is missing or empty. */
  assistantId?: string | null;
  /** Whether the microphone is muted; only shown while `active`. */
  muted?: boolean;
  /** Loudness of the call, 0..1, for the visualiser. */
  volume?: number;
  /** Start Voice Chat was pressed. */
  onStart?: () => void;
  /** End Call was pressed. */
  onStop?: () => void;
  /** Mute or Unmute was pressed. */
  onToggleMute?: () => void;
  /** Get Call Summary was pressed (shown once the call has ended). */
  onRequestSummary?: () => void;
  /**
   * The pointer moved over Start or Start got focus: a hint that a call may follow, so the site
   * can load the call library before the click. May fire more than once.
   */
  onStartIntent?: () => void;
  text?: Partial<VoiceWidgetText>;
  /** Level of the title heading; defaults to 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The live demo's voice widget: title, subtitle, the volume visualiser with a status dot, and
 * the controls for the current status (`data-state` on the root):
 *
 * | status | controls |
 * | --- | --- |
 * | `idle` | Start Voice Chat (disabled without an assistant id) |
 * | `connecting` | Start, busy as 'Connecting to assistant...' |
 * | `active` | Mute/Unmute, End Call |
 * | `ended` | Start Voice Chat, Get Call Summary |
 *
 * It is presentational: it imports no voice client and keeps no call state.
 *
 * @example
 * ```tsx
 * <VoiceWidget
 *   status={status}
 *   assistantId={agent}
 *   muted={muted}
 *   volume={volume}
 *   onStart={() => call.start(agent)}
 *   onStop={() => call.stop()}
 *   onToggleMute={() => call.setMuted(!muted)}
 *   onRequestSummary={() => setSummaryStep('sms')}
 *   onStartIntent={preloadCallLibrary}
 * />
 * ```
 */
export function VoiceWidget({
  status,
  assistantId,
  muted = false,
  volume = 0,
  onStart,
  onStop,
  onToggleMute,
  onRequestSummary,
  onStartIntent,
  text,
  headingLevel = 2,
  className,
}: VoiceWidgetProps) {
  const copy = { ...defaultVoiceWidgetText, ...text };
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const canStart = Boolean(assistantId);

  return (
    <section
      className={classNames('org-voice', className)}
      data-state={status}
      data-muted={status === 'active' ? muted : undefined}
      aria-labelledby={titleId}
    >
      <Title id={titleId} className="org-voice__title">
        {copy.title}
      </Title>
      <p className="org-voice__subtitle">
        {status === 'active' ? copy.subtitleActive : copy.subtitleIdle}
      </p>
      <div className="org-voice__stage">
        <VolumeVisualiser
          volume={status === 'active' ? volume : 0}
          active={status === 'active'}
          label={copy.visualiserLabel}
        />
        <StatusDot status={status} decorative className="org-voice__dot" />
      </div>
      <p className="org-visually-hidden" role="status">
        {copy.statusAnnouncements[status]}
      </p>
      <div className="org-voice__controls">
        {status === 'active' ? (
          <>
            <Button variant="secondary" onClick={onToggleMute}>
              {muted ? copy.unmute : copy.mute}
            </Button>
            <Button variant="danger" onClick={onStop}>
              {copy.end}
            </Button>
          </>
        ) : (
          <Button
            onClick={onStart}
            onPointerEnter={onStartIntent}
            onFocus={onStartIntent}
            disabled={!canStart}
            busy={status === 'connecting'}
            busyLabel={copy.connecting}
          >
            {copy.start}
          </Button>
        )}
        {status === 'ended' && (
          <Button variant="secondary" onClick={onRequestSummary}>
            {copy.summary}
          </Button>
        )}
      </div>
    </section>
  );
}
