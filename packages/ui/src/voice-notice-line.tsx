import type { VoiceNotice as VoiceWidgetNotice } from '@org/voice-client/react';

/** Text of the {@link VoiceNoticeLine}; the defaults are the /demo page's wording. */
export interface VoiceNoticeText {
  /** A refused microphone, by who refused it; one line, with how to allow it. */
  microphoneBlocked: Readonly<Record<'user' | 'browser', string>>;
  /** A device without a microphone; one line, with what to do. */
  microphoneMissing: string;
  /** A browser that cannot make a call: one line, with other browsers to try. */
  browserUnsupported: string;
  /** After {@link browserUnsupported}: the link to `contactHref`, the other way to reach us. */
  browserUnsupportedLink: string;
}

/** Default {@link VoiceNoticeText}. */
export const defaultVoiceNoticeText: VoiceNoticeText = {
  microphoneBlocked: {
    user: 'You blocked the microphone. Allow it for this site (the icon in the address bar), then press Start Voice Chat again.',
    browser:
      'Your browser blocked the microphone. Allow it in the site settings (the icon in the address bar) or your system settings, then press Start Voice Chat again.',
  },
  microphoneMissing:
    'We could not find a microphone. Connect one, then press Start Voice Chat again.',
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
 * The one line of a voice widget's notice: why the widget is back to (or stayed) idle, and what
 * to do. Its own module, passed to `VoiceWidgetFrame` as `Notice`: every notice follows a Start,
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
