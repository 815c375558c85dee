import type { VoiceNotice as VoiceWidgetNotice } from '@org/voice-client/react';

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
};

/** Props of {@link VoiceNoticeLine}. */
export interface VoiceNoticeLineProps {
  notice: VoiceWidgetNotice;
  text?: Partial<VoiceNoticeText>;
  /** Where the notice of a browser that cannot call links; without it, no link. */
  contactHref?: string;
}

/**
 * The one line of a voice widget's notice, and what to do: why a call goes on without the
 * microphone (type instead), or why Start did nothing (another browser, or a message). Its own module, passed to `VoiceWidgetFrame` as `Notice`: every notice follows a Start,
 * so a page that loads its call engine on intent can load these lines with it.
 */
export function VoiceNoticeLine({ notice, text, contactHref }: VoiceNoticeLineProps) {
  const copy = { ...defaultVoiceNoticeText, ...text };
  switch (notice.kind) {
    case 'microphone-missing':
      return copy.microphoneMissing;
    case 'microphone-blocked':
      return copy.microphoneBlocked[notice.blockedBy];
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
