'use client';

import type { ConnectionState, VoiceNotice as VoiceWidgetNotice } from '@org/voice-client/react';
import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';
import { CallCaptions, type CallCaptionsProps, type CaptionLine } from './call-captions';
import { type CallCaptionsText, defaultCallCaptionsText } from './call-captions-text';
import { classNames } from './class-names';
import { StatusDot } from './status-dot';
import {
  VoiceMessageBox,
  type VoiceMessageBoxProps,
  type VoiceMessageBoxText,
} from './voice-message-box';
import {
  type VoiceLineNotice,
  VoiceNoticeLine,
  type VoiceNoticeLineProps,
  type VoiceNoticeText,
} from './voice-notice-line';
import { VolumeVisualiser } from './volume-visualiser';
import type { WidgetStatus } from './widget-status';

/**
 * What the visitor is told, in one line:
 * - `microphone-blocked`: during a call, the microphone was refused, by the visitor
 *   (`blockedBy: 'user'`) or by the browser or device (`'browser'`): the call goes on by text.
 * - `microphone-missing`: during a call, the device has no microphone: the call goes on by text.
 * - `browser-unsupported`: in idle, the browser cannot make calls: Start did nothing.
 */
export type { VoiceNotice as VoiceWidgetNotice } from '@org/voice-client/react';

/** Text of the {@link VoiceWidget}; the defaults are the /demo page's wording. */
export interface VoiceWidgetText {
  title: string;
  subtitleIdle: string;
  subtitleActive: string;
  start: string;
  /** Starts a call to type only, beside Start (with `onStartTyping`). */
  startTyping: string;
  connecting: string;
  /** Cancels a start, shown beside 'Connecting to assistant...'. */
  cancel: string;
  mute: string;
  unmute: string;
  end: string;
  summary: string;
  /** Read by screen readers when the status changes; not shown. */
  statusAnnouncements: Readonly<Record<WidgetStatus, string>>;
  visualiserLabel: string;
  /**
   * The notices' lines, over `defaultVoiceNoticeText`: their defaults live with
   * {@link VoiceNoticeLine}, so that a page that passes it lazily loads them with it.
   */
  notices: Partial<VoiceNoticeText>;
  /** Shown under the busy Start while a start takes longer than `stillConnectingAfterMs`. */
  stillConnecting: string;
  /** The captions during the call and the transcript after it. */
  captions: CallCaptionsText;
  /**
   * The message box's text, over `defaultVoiceMessageBoxText`: its defaults live with
   * {@link VoiceMessageBox}, so that a page that passes it lazily loads them with it.
   */
  messageBox?: Partial<VoiceMessageBoxText>;
  /** The line under Start, before and after a call: who the visitor talks with, and recording. */
  disclosure: string;
  /** The disclosure's link to `privacyHref`. */
  disclosureLink: string;
}

/** Default {@link VoiceWidgetText}. */
export const defaultVoiceWidgetText: VoiceWidgetText = {
  title: 'AI Voice Assistant',
  subtitleIdle: 'Click to start a voice conversation',
  subtitleActive: 'Speaking with your AI receptionist...',
  start: 'Start Voice Chat',
  startTyping: 'Type instead',
  connecting: 'Connecting to assistant...',
  cancel: 'Cancel',
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
  notices: {},
  stillConnecting: 'Still connecting...',
  captions: defaultCallCaptionsText,
  disclosure: 'You’ll talk with an AI assistant, and the call may be recorded.',
  disclosureLink: 'How we handle your data',
};

/** Props of {@link VoiceWidget}. All state comes in; every action goes out as a callback. */
export interface VoiceWidgetProps {
  status: WidgetStatus;
  /** The assistant to call; Start is disabled while it is missing or empty. */
  assistantId?: string | null;
  /** Whether the microphone is muted; only shown while `active`. */
  muted?: boolean;
  /**
   * How the visitor takes part: `voice` (the default), or `text` only (no microphone in the
   * call), when Mute/Unmute does not show.
   */
  input?: 'voice' | 'text';
  /** Loudness of the call, 0..1, for the visualiser. */
  volume?: number;
  /**
   * What to tell the visitor in one line (a call going on without its microphone, a browser that
   * cannot call); `null` or absent for nothing to tell.
   */
  notice?: VoiceWidgetNotice | null;
  /**
   * The call's connection (the store's `connection`): while `active`, `reconnecting` shows its
   * line in the notice's place, and the status dot yellow, with everything else of the call
   * kept; `weak` shows a quiet hint. Default `ok`.
   */
  connection?: ConnectionState;
  /**
   * Whether the call ended because the connection was lost (the store's `dropped`): once
   * `ended`, the notice's place says so, beside Start and the summary.
   */
  dropped?: boolean;
  /**
   * The conversation, oldest first: captions while `active`, and its final lines as the
   * transcript once `ended`.
   */
  transcript?: readonly CaptionLine[];
  /** Start Voice Chat was pressed. */
  onStart?: () => void;
  /**
   * 'Type instead' was pressed: start a call without a microphone, to type only. The button
   * shows beside Start only when this is given.
   */
  onStartTyping?: () => void;
  /**
   * The visitor sent a message from the box (shown while `active` when this is given): send it to
   * the assistant. It may throw; the box then shows the error's message and keeps the text.
   */
  onSendMessage?: (text: string) => void;
  /** End Call was pressed, or Cancel while connecting. */
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
  /**
   * How long, in milliseconds, `connecting` lasts before the widget adds 'Still connecting...'
   * under Start, so that a slow start never looks stuck. Default 5000.
   */
  stillConnectingAfterMs?: number;
  /**
   * Where the disclosure line under Start links (the site's privacy page). Without it the line
   * shows without a link.
   */
  privacyHref?: string;
  /**
   * Where the notice of a browser that cannot call links, as the other way on (the site's
   * contact page). Without it the notice shows without a link.
   */
  contactHref?: string;
  /**
   * What helps during the call, shown only while `active`, in the controls above Mute and End
   * Call: typically {@link VoiceWidgetCallAids} (the silent-microphone line, the microphone list,
   * 'Tap to hear the assistant'). A node, not props, so that the widget's own code stays small:
   * a page that starts calls from a lazily loaded module can load the aids with it. A control in
   * it that appears never takes focus; one that goes while focused hands focus to End Call.
   */
  callAids?: ReactNode;
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
 * | `idle` | Start Voice Chat (disabled without an assistant id), 'Type instead' (with `onStartTyping`); the `notice`, if any |
 * | `connecting` | Start, busy as 'Connecting to assistant...', and Cancel; 'Still connecting...' after `stillConnectingAfterMs` |
 * | `active` | `callAids`, the message box (with `onSendMessage`), Mute/Unmute (unless `input` is `text`), End Call; the `notice`, if any; the live captions |
 * | `ended` | Start Voice Chat, 'Type instead', Get Call Summary; the transcript |
 *
 * Wherever Start shows, the disclosure line under it says the visitor talks with an AI
 * assistant and may be recorded, linking to `privacyHref`; Start names it as its description.
 * The notice is one line in a polite live region. When a change (of status, or of the controls
 * in `callAids`) removes or disables the control that had focus, focus moves to the control the
 * widget offers first (Cancel, End Call, Get Call Summary or Start), so a keyboard user is never
 * left on the page's body; a control that appears never takes focus.
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
export function VoiceWidget(props: VoiceWidgetProps) {
  return (
    <VoiceWidgetFrame
      {...props}
      Captions={CallCaptions}
      Notice={VoiceNoticeLine}
      MessageBox={VoiceMessageBox}
    />
  );
}

/** Props of {@link VoiceWidgetFrame}: {@link VoiceWidget}'s, and the captions' component. */
export interface VoiceWidgetFrameProps extends VoiceWidgetProps {
  /**
   * Renders the captions during and after the call, as {@link VoiceWidget} renders
   * {@link CallCaptions}; without it, none show.
   */
  Captions?: ComponentType<CallCaptionsProps>;
  /**
   * Renders the notice's line, as {@link VoiceWidget} renders {@link VoiceNoticeLine}; without
   * it, a notice shows no text. Every notice follows a Start, so it can load with the call.
   */
  Notice?: ComponentType<VoiceNoticeLineProps>;
  /**
   * Renders the message box during the call (with `onSendMessage`), as {@link VoiceWidget}
   * renders {@link VoiceMessageBox}; without it, none shows.
   */
  MessageBox?: ComponentType<VoiceMessageBoxProps>;
}

/**
 * {@link VoiceWidget}, with its captions' component passed in: a page that starts calls from a
 * lazily loaded module can load `CallCaptions` with it (captions show only once a call has
 * started), so that the page's first load does not carry them.
 *
 * @example
 * ```tsx
 * <VoiceWidgetFrame status={status} assistantId={agent} Captions={engine?.CallCaptions} />
 * ```
 */
export function VoiceWidgetFrame({
  status,
  assistantId,
  muted = false,
  input = 'voice',
  volume = 0,
  notice = null,
  connection = 'ok',
  dropped = false,
  transcript = [],
  onStart,
  onStartTyping,
  onSendMessage,
  onStop,
  onToggleMute,
  onRequestSummary,
  onStartIntent,
  text,
  stillConnectingAfterMs = 5000,
  privacyHref,
  contactHref,
  callAids,
  headingLevel = 2,
  className,
  Captions,
  Notice,
  MessageBox,
}: VoiceWidgetFrameProps) {
  const copy = { ...defaultVoiceWidgetText, ...text };
  const titleId = useId();
  const disclosureId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const canStart = Boolean(assistantId);
  const controls = useFocusKeeper(status);
  const shown = Notice && (connectionLine(status, connection, dropped) ?? notice);
  const reconnecting = status === 'active' && connection === 'reconnecting';
  const slow = useStillConnecting(status, stillConnectingAfterMs);
  // What both ways to start share: the intent that loads the call code, the assistant they
  // need, and the disclosure that describes them.
  const starts = {
    onPointerEnter: onStartIntent,
    onFocus: onStartIntent,
    disabled: !canStart,
    'aria-describedby': disclosureId,
  };

  return (
    <section
      className={classNames('org-voice', className)}
      data-state={status}
      data-muted={status === 'active' ? muted : undefined}
      data-connection={status === 'active' && connection !== 'ok' ? connection : undefined}
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
        {/* Yellow while reconnecting, as while connecting. */}
        <StatusDot
          status={reconnecting ? 'connecting' : status}
          decorative
          className="org-voice__dot"
        />
      </div>
      <p className="org-visually-hidden" role="status">
        {copy.statusAnnouncements[status]}
      </p>
      <div ref={controls} className="org-voice__controls">
        {status === 'active' ? (
          <>
            {callAids}
            {MessageBox && onSendMessage && (
              <MessageBox onSend={onSendMessage} text={copy.messageBox} />
            )}
            {input === 'voice' && (
              <Button variant="secondary" onClick={onToggleMute}>
                {muted ? copy.unmute : copy.mute}
              </Button>
            )}
            <Button variant="danger" onClick={onStop} data-focus-first>
              {copy.end}
            </Button>
          </>
        ) : (
          <Button
            {...starts}
            data-focus-first={status === 'idle' || undefined}
            onClick={onStart}
            busy={status === 'connecting'}
            busyLabel={copy.connecting}
          >
            {copy.start}
          </Button>
        )}
        {onStartTyping && (status === 'idle' || status === 'ended') && (
          <Button {...starts} variant="ghost" onClick={onStartTyping}>
            {copy.startTyping}
          </Button>
        )}
        {status === 'connecting' && (
          <Button variant="secondary" onClick={onStop} data-focus-first>
            {copy.cancel}
          </Button>
        )}
        {status === 'ended' && (
          <Button variant="secondary" onClick={onRequestSummary} data-focus-first>
            {copy.summary}
          </Button>
        )}
        {/* Under Start, so that it appearing or going never moves Start. */}
        {status !== 'active' && (
          <p id={disclosureId} className="org-voice__disclosure">
            {copy.disclosure}
            {privacyHref && (
              <>
                {' '}
                <a href={privacyHref}>{copy.disclosureLink}</a>
              </>
            )}
          </p>
        )}
      </div>
      {/* Always in the page, so that screen readers hear these lines when they appear. */}
      <p className={shown ? 'org-voice__notice' : 'org-visually-hidden'} aria-live="polite">
        {shown && (
          <Notice notice={shown} text={copy.notices} {...(contactHref ? { contactHref } : {})} />
        )}
      </p>
      <p className={slow ? 'org-voice__progress' : 'org-visually-hidden'} aria-live="polite">
        {slow ? copy.stillConnecting : ''}
      </p>
      {Captions && (status === 'active' || status === 'ended') && (
        <Captions
          className="org-voice__captions"
          mode={status === 'active' ? 'live' : 'transcript'}
          lines={transcript}
          text={copy.captions}
          headingLevel={headingLevel === 2 ? 3 : 4}
        />
      )}
    </section>
  );
}

/** The line the call's connection asks for, which goes before the notice; `null` for none. */
function connectionLine(
  status: WidgetStatus,
  connection: ConnectionState,
  dropped: boolean,
): VoiceLineNotice | null {
  if (status === 'ended') return dropped ? { kind: 'connection-lost' } : null;
  if (status !== 'active') return null;
  if (connection === 'reconnecting') return { kind: 'reconnecting' };
  return connection === 'weak' ? { kind: 'weak-connection' } : null;
}

/** Whether `status` has been `connecting` for `afterMs` or more. */
function useStillConnecting(status: WidgetStatus, afterMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (status !== 'connecting') return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [status, afterMs]);
  return slow && status === 'connecting';
}

/**
 * Keeps the keyboard focus in the controls as they change: on a status change, and when a
 * control inside them goes (a MutationObserver on the controls, since `callAids` may change
 * without the widget rendering). It remembers whether the visitor's last focus or pointer press
 * was in the controls (a blur cannot tell: browsers blur a button that is being removed or
 * disabled just as they blur one the visitor leaves). After a change, if so and focus is now
 * lost, it goes to the control marked `data-focus-first`; a control that appears takes nothing.
 */
function useFocusKeeper(status: WidgetStatus) {
  const ref = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const document = container.ownerDocument;
    // Focus may already be in the controls when this runs (React can run it a frame after the
    // widget appeared, and a keyboard is faster than that): start from where focus is now.
    hadFocus.current = container.contains(document.activeElement);
    const follow = (event: Event) => {
      hadFocus.current = event.target instanceof Node && container.contains(event.target);
    };
    document.addEventListener('focusin', follow);
    document.addEventListener('pointerdown', follow);
    const observer = new MutationObserver(() => hadFocus.current && refocus(container));
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', follow);
      document.removeEventListener('pointerdown', follow);
      observer.disconnect();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each status change
  useEffect(() => {
    const container = ref.current;
    if (hadFocus.current && container) refocus(container);
  }, [status]);
  return ref;
}

/** If focus is lost (on the body, or on a disabled control), moves it to `data-focus-first`. */
function refocus(container: HTMLElement) {
  const focused = container.ownerDocument.activeElement;
  const lost =
    !focused ||
    focused === container.ownerDocument.body ||
    (container.contains(focused) && focused.matches(':disabled'));
  if (lost) container.querySelector<HTMLElement>('[data-focus-first]:not(:disabled)')?.focus();
}
