import { FieldShell } from './field-shell';

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
 * readers and touch screens get the platform's own list. Picking an input reports its id.
 */
export function MicrophonePicker({
  microphones,
  microphoneId,
  label,
  onSelect,
  className,
}: MicrophonePickerProps) {
  return (
    <FieldShell id={undefined} label={label} describedBy={undefined} className={className}>
      {(control) => (
        <select
          {...control}
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
      )}
    </FieldShell>
  );
}
