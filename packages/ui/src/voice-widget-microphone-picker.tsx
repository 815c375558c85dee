import { useId } from 'react';
import { classNames } from './class-names';

/**
 * One audio input the browser lists (`enumerateDevices`): its id and its label. The same shape
 * as `@org/voice-client`'s `MicrophoneOption`, which the voice store hands the widget.
 */
export interface MicrophoneOption {
  deviceId: string;
  label: string;
}

/** Props of {@link MicrophonePicker}. */
export interface MicrophonePickerProps {
  microphones: readonly MicrophoneOption[];
  /** The input in use; when it is not listed, the browser shows the first as selected. */
  microphoneId: string | null;
  /** The visible label of the list; also names an input the browser gave no label. */
  label: string;
  onSelect?: ((deviceId: string) => void) | undefined;
  className?: string;
}

/**
 * The voice widget's microphone list: a labelled native `<select>`, so the keyboard, screen
 * readers and touch screens get the platform's own list. Picking an input reports its id. It
 * wears the fields' classes (`.org-field`) but not `FieldShell`: a list of devices has no hint,
 * error or prefilled state, and on the site's /demo FieldShell would be about 0.4 kB (gzip) more
 * of the first load, which the route's budget has no room for.
 */
export function MicrophonePicker({
  microphones,
  microphoneId,
  label,
  onSelect,
  className,
}: MicrophonePickerProps) {
  const id = useId();
  return (
    <div className={classNames('org-field', className)}>
      <label className="org-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="org-field__control"
        value={microphoneId ?? ''}
        onChange={(event) => onSelect?.(event.currentTarget.value)}
      >
        {microphones.map((microphone, index) => (
          <option key={microphone.deviceId} value={microphone.deviceId}>
            {/* Browsers list inputs without labels until the microphone is allowed. */}
            {microphone.label || `${label} ${index + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}
