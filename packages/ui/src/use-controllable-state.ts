'use client';

import { useCallback, useRef, useState } from 'react';

/** Props of {@link useControllableState}: the usual controlled/uncontrolled trio. */
export interface ControllableStateOptions<T> {
  /** When defined, the caller owns the state and this hook only reports changes. */
  value: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange: ((next: T) => void) | undefined;
}

/**
 * State that a component owns unless its parent passes `value`, the way native inputs behave
 * with `value` and `defaultValue`.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  // A ref keeps the setter stable even though the parent passes a new `onChange` on every render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );

  return [controlled ? value : internal, setValue];
}
