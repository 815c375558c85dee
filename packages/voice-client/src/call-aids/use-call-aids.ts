'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  CallAids,
  type CallAidsFace,
  type CallAidsOptions,
  type CallAidsState,
  NO_CALL_AIDS,
} from './call-aids';

/** What {@link useCallAids} returns: the state, and the two actions a widget offers. */
export interface CallAidsBinding extends CallAidsState {
  /** Switches the microphone mid-call; a refusal goes to `onWarning` and changes nothing. */
  onSelectMicrophone(deviceId: string): void;
  /** Plays the refused audio; call it in the click or tap handler. */
  onResumeAudio(): void;
}

/**
 * {@link CallAids} for `face` while the component is mounted: created in an effect (so that
 * StrictMode's trial unmount leaves nothing behind) and disposed on unmount; `null` before the
 * first effect. Mount it before the call starts: the aids follow a call from its `call-start`.
 * `face` should keep its identity; `onWarning` may change on every render.
 */
export function useAttachedCallAids(
  face: CallAidsFace,
  options: CallAidsOptions = {},
): CallAids | null {
  const [aids, setAids] = useState<CallAids | null>(null);
  const { silentAfterMs } = options;
  // The latest one, read when a warning comes: an inline function must not recreate the aids.
  const onWarning = useRef(options.onWarning);
  onWarning.current = options.onWarning;
  useEffect(() => {
    const created = new CallAids(face, {
      silentAfterMs,
      onWarning: (message, cause) => onWarning.current?.(message, cause),
    });
    setAids(created);
    return () => created.dispose();
  }, [face, silentAfterMs]);
  return aids;
}

const subscribeToNothing = () => () => undefined;
const noCallAids = () => NO_CALL_AIDS;

/**
 * The widget's props from `aids` (from {@link useAttachedCallAids}, possibly handed over from
 * another part of the page): its state, re-rendering on each change, and its two actions. With
 * `null`, the state of no call and actions that do nothing.
 */
export function useCallAidsBinding(
  aids: CallAids | null,
  onWarning?: CallAidsOptions['onWarning'],
): CallAidsBinding {
  const state = useSyncExternalStore(
    aids?.subscribe ?? subscribeToNothing,
    aids?.getState ?? noCallAids,
    noCallAids,
  );
  return {
    ...state,
    onSelectMicrophone: (deviceId) => {
      aids
        ?.selectMicrophone(deviceId)
        .catch((cause: unknown) => onWarning?.('Could not switch the microphone', cause));
    },
    onResumeAudio: () => {
      aids
        ?.resumeAudio()
        .catch((cause: unknown) => onWarning?.('Could not play the assistant', cause));
    },
  };
}

/**
 * {@link useAttachedCallAids} and {@link useCallAidsBinding} in one: the props of `@org/ui`'s
 * `VoiceWidgetCallAids` for `face`, for a component that holds the client and the widget.
 */
export function useCallAids(face: CallAidsFace, options: CallAidsOptions = {}): CallAidsBinding {
  return useCallAidsBinding(useAttachedCallAids(face, options), options.onWarning);
}
