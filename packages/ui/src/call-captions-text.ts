import type { CaptionSpeaker } from '@org/voice-client/react';

// A module of its own, so that a widget that only passes the text on (VoiceWidgetFrame) does not
// bring CallCaptions into a page's first load with it.

/** Text of `CallCaptions`. */
export interface CallCaptionsText {
  /** Accessible name of the live captions. */
  liveLabel: string;
  /** Heading of the transcript shown after the call. */
  transcriptTitle: string;
  /** Speaker labels. */
  speakers: Readonly<Record<CaptionSpeaker, string>>;
}

/** Default {@link CallCaptionsText}. */
export const defaultCallCaptionsText: CallCaptionsText = {
  liveLabel: 'Live captions',
  transcriptTitle: 'Transcript',
  speakers: { assistant: 'Assistant', user: 'You' },
};
