import type { MicrophoneOption } from '@org/voice-client/call-aids';
import { useId } from 'react';
import { Button } from './button';

/** One audio input the browser lists: `@org/voice-client/call-aids`' type, which its aids give. */
export type { MicrophoneOption } from '@org/voice-client/call-aids';

/** Text of {@link VoiceWidgetCallAids}; the defaults are the /demo page's wording. */
export interface VoiceWidgetCallAidsText {
  /** Said, politely, while the visitor's microphone gives no sound. */
  microphoneSilent: string;
  /** Said once the input in use went away, by what the call goes on with. */
  microphoneLost: Readonly<Record<'switched' | 'gone', string>>;
  /** Label of the microphone list; with a number, also names an input the browser gave no label. */
  microphoneLabel: string;
  /** The button that plays the assistant's audio after the browser refused to. */
  resumeAudio: string;
}

/** Default {@link VoiceWidgetCallAidsText}. */
export const defaultVoiceWidgetCallAidsText: VoiceWidgetCallAidsText = {
  microphoneSilent:
    'We can’t hear you. Check that your microphone isn’t muted, or choose another one.',
  microphoneLost: {
    switched: 'Your microphone was disconnected, so the call switched to the default one.',
    gone: 'Your microphone was disconnected, so we can’t hear you. Type your messages instead.',
  },
  microphoneLabel: 'Microphone',
  resumeAudio: 'Tap to hear the assistant',
};

/** Props of {@link VoiceWidgetCallAids}: `@org/voice-client/call-aids`' `CallAidsState`, and its actions. */
export interface VoiceWidgetCallAidsProps {
  /** Whether the visitor's microphone has given no sound for a while. Default false. */
  microphoneSilent?: boolean;
  /**
   * The input in use was unplugged or its track ended: `switched` (the default took over) or
   * `gone` (none is left; the visitor types). Said in the silent line's place. Default `null`.
   */
  microphoneLost?: 'switched' | 'gone' | null;
  /** The audio inputs the browser lists; the list shows with two or more. Default none. */
  microphones?: readonly MicrophoneOption[];
  /** The input in use; `null` (the default) while unknown, when the list shows the first. */
  microphoneId?: string | null;
  /** An input was picked from the list (its `deviceId`): switch to it without ending the call. */
  onSelectMicrophone?: (deviceId: string) => void;
  /** Whether the browser refused to play the assistant's audio (autoplay policy). Default false. */
  audioBlocked?: boolean;
  /**
   * 'Tap to hear the assistant' was pressed: call the audio's `play()` here, inside the click,
   * which is what the browser waits for.
   */
  onResumeAudio?: () => void;
  text?: Partial<VoiceWidgetCallAidsText>;
}

/**
 * What helps a visitor during a live call, for {@link VoiceWidget}'s `callAids` (which shows it
 * above Mute and End Call, while the call is active). Each part is a row of its own:
 *
 * - while `audioBlocked`, 'Tap to hear the assistant', a full-width primary button;
 * - while `microphoneSilent`, 'We can’t hear you…', in a polite live region that is in the page
 *   from mount (empty and visually hidden otherwise), so screen readers hear it appear; in its
 *   place, once the input in use went away (`microphoneLost`), what the call goes on with;
 * - with two or more `microphones`, a native `<select>` labelled 'Microphone' (each option's
 *   value is its `deviceId`; one the browser gave no label is 'Microphone 1', 'Microphone 2'…
 *   by its position, as browsers hide labels until the microphone is allowed).
 *
 * None takes focus when it appears. It keeps no state: a page that loads its call code lazily
 * loads this with it, so that the widget's first load does not carry it.
 *
 * @example
 * ```tsx
 * const aids = useCallAids(call); // @org/voice-client/call-aids
 * <VoiceWidgetFrame
 *   status={status}
 *   callAids={
 *     <VoiceWidgetCallAids
 *       {...aids}
 *       onSelectMicrophone={aids.selectMicrophone}
 *       onResumeAudio={aids.resumeAudio}
 *     />
 *   }
 * />
 * ```
 */
export function VoiceWidgetCallAids({
  microphoneSilent = false,
  microphoneLost = null,
  microphones = [],
  microphoneId = null,
  onSelectMicrophone,
  audioBlocked = false,
  onResumeAudio,
  text,
}: VoiceWidgetCallAidsProps) {
  const copy = { ...defaultVoiceWidgetCallAidsText, ...text };
  const selectId = useId();
  const line = microphoneLost
    ? copy.microphoneLost[microphoneLost]
    : microphoneSilent
      ? copy.microphoneSilent
      : '';
  return (
    <>
      {audioBlocked && (
        <Button fullWidth className="org-voice__row" onClick={onResumeAudio}>
          {copy.resumeAudio}
        </Button>
      )}
      {/* Always in the page while mounted, so that screen readers hear the line when it appears. */}
      <p
        className={line ? 'org-voice__row org-voice__notice' : 'org-visually-hidden'}
        aria-live="polite"
      >
        {line}
      </p>
      {microphones.length >= 2 && (
        <div className="org-voice__row org-voice__microphone org-field">
          <label className="org-field__label" htmlFor={selectId}>
            {copy.microphoneLabel}
          </label>
          <select
            id={selectId}
            className="org-field__control"
            value={microphoneId ?? ''}
            onChange={(event) => onSelectMicrophone?.(event.currentTarget.value)}
          >
            {microphones.map((microphone, index) => (
              <option key={microphone.deviceId} value={microphone.deviceId}>
                {microphone.label || `${copy.microphoneLabel} ${index + 1}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
