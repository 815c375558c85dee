import type { VoiceNotice } from '@org/voice-client/react';

/**
 * A line the voice widget shows: the store's notice, or one of the call's connection (which the
 * widget derives from its `connection` and `dropped`):
 * - `reconnecting`: during a call, the connection is down and Daily is reconnecting;
 * - `weak-connection`: during a call, the connection's quality is low;
 * - `connection-lost`: the call ended because the connection was lost.
 */
export type VoiceLineNotice =
  | VoiceNotice
  | { kind: 'reconnecting' }
  | { kind: 'weak-connection' }
  | { kind: 'connection-lost' };

/** Text of the {@link VoiceNoticeLine}; the defaults are the /demo page's wording. */
export interface VoiceNoticeText {
  /** During a call, a refused microphone, by who refused it: one line, with the way on (typing). */
  microphoneBlocked: Readonly<Record<'user' | 'browser', string>>;
  /** During a call, a device without a microphone: one line, with the way on (typing). */
  microphoneMissing: string;
  /** A browser that cannot make a call: one line, with other browsers to try. */
  browserUnsupported: string;
  /** After {@link browserUnsupported}: the link to `contactHref`, the other way to reach us. */
  browserUnsupportedLink: string;
  /** During a call whose connection is down: that it goes on once the connection is back. */
  reconnecting: string;
  /** During a call whose connection is weak: a quiet hint. */
  weakConnection: string;
  /** After a call that ended because the connection was lost. */
  connectionLost: string;
}

/** Default {@link VoiceNoticeText}. */
export const defaultVoiceNoticeText: VoiceNoticeText = {
  microphoneBlocked: {
    user: 'You blocked the microphone, so we can’t hear you. Type your messages instead.',
    browser:
      'Your browser blocked the microphone, so we can’t hear you. Type your messages instead.',
  },
  microphoneMissing:
    'We couldn’t find a microphone, so we can’t hear you. Type your messages instead.',
  browserUnsupported:
    "This browser can't make voice calls. Open this page in a recent Chrome, Edge, Firefox or Safari.",
  browserUnsupportedLink: 'Or send us a message',
  reconnecting: 'Reconnecting… the call will continue when your connection is back.',
  weakConnection: 'Your connection is weak, so the call may break up.',
  connectionLost: 'The call dropped because the connection was lost.',
};

/** Props of {@link VoiceNoticeLine}. */
export interface VoiceNoticeLineProps {
  notice: VoiceLineNotice;
  text?: Partial<VoiceNoticeText>;
  /** Where the notice of a browser that cannot call links; without it, no link. */
  contactHref?: string;
}

/**
 * The one line of a voice widget's notice, and what to do: why a call goes on without the
 * microphone (type instead), why Start did nothing (another browser, or a message), or how the
 * call's connection is (reconnecting, weak, lost). Its own module, passed to `VoiceWidgetFrame`
 * as `Notice`.
 */
export function VoiceNoticeLine({ notice, text, contactHref }: VoiceNoticeLineProps) {
  const copy = { ...defaultVoiceNoticeText, ...text };
  switch (notice.kind) {
    case 'microphone-missing':
      return copy.microphoneMissing;
    case 'microphone-blocked':
      return copy.microphoneBlocked[notice.blockedBy];
    case 'reconnecting':
      return copy.reconnecting;
    case 'weak-connection':
      return copy.weakConnection;
    case 'connection-lost':
      return copy.connectionLost;
    case 'browser-unsupported':
      return (
        <>
          {copy.browserUnsupported}
          {contactHref && (
            <>
              {' '}
              <a href={contactHref}>{copy.browserUnsupportedLink}</a>.
            </>
          )}
        </>
      );
  }
}
