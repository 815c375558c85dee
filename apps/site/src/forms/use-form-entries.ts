import { type ChangeEvent, useCallback, useLayoutEffect, useReducer, useRef } from 'react';

type Entries<Field extends string> = Readonly<Record<Field, string>>;

/** What {@link useFormEntries} gives a form. */
export interface FormEntries<Field extends string> {
  /** Attach to the `<form>`: its named inputs are read once, when it first commits. */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The current text of every field. */
  entries: Entries<Field>;
  /** An `onChange` handler for one field's controlled input. */
  change: (field: Field) => (event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Fields the visitor had filled in over `initial`: typed before the form hydrated, or before a
   * new `initial` came (which skipped them).
   */
  keptOverInitial: ReadonlySet<Field>;
}

interface EntriesState<Field extends string> {
  entries: Entries<Field>;
  /** Every field the visitor has typed into, before or after hydration. */
  edited: ReadonlySet<Field>;
  keptOverInitial: ReadonlySet<Field>;
  /** The `initial` the entries last started from. */
  startedFrom: Entries<Field>;
}

type EntriesAction<Field extends string> =
  | { kind: 'edit'; field: Field; value: string }
  | { kind: 'adopt'; typed: Partial<Entries<Field>> }
  | { kind: 'restart'; initial: Entries<Field> };

function reduceEntries<Field extends string>(
  state: EntriesState<Field>,
  action: EntriesAction<Field>,
): EntriesState<Field> {
  switch (action.kind) {
    case 'edit':
      return {
        ...state,
        entries: { ...state.entries, [action.field]: action.value },
        edited: new Set(state.edited).add(action.field),
      };
    case 'adopt': {
      const fields = Object.keys(action.typed) as Field[];
      return {
        ...state,
        entries: { ...state.entries, ...action.typed },
        edited: new Set([...state.edited, ...fields]),
        // Typed before hydration over what `initial` gave (a prefill the page's script wrote):
        // the visitor's now, as after a restart.
        keptOverInitial: new Set([...state.keptOverInitial, ...fields]),
      };
    }
    case 'restart': {
      const entries: Record<Field, string> = { ...action.initial };
      for (const field of state.edited) entries[field] = state.entries[field];
      return { ...state, entries, keptOverInitial: state.edited, startedFrom: action.initial };
    }
  }
}

function startEntries<Field extends string>(initial: Entries<Field>): EntriesState<Field> {
  return { entries: initial, edited: new Set(), keptOverInitial: new Set(), startedFrom: initial };
}

/**
 * The text entries of a form of controlled inputs, started from `initial` (defaults, or a
 * prefill from the query string), that never loses what the visitor typed, even into the
 * prerendered HTML before React hydrated it.
 *
 * Why: the page can be typed into before its script runs. While hydrating, React leaves the
 * DOM's values alone but its state still holds `initial`, and its next render would write
 * `initial` back over the visitor's typing. So, when the form first commits, any input whose
 * value differs from the value it was rendered with (`defaultValue`) is adopted into state.
 * `initial` changes once the query is known (right after hydration) or on a navigation: every
 * entry then starts again from it, except those the visitor has typed into.
 */
export function useFormEntries<Field extends string>(
  initial: Entries<Field>,
  fields: readonly Field[],
  onEdit?: (field: Field) => void,
): FormEntries<Field> {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(reduceEntries<Field>, initial, startEntries);

  // Adjusting state while rendering (rather than in an effect) avoids painting stale entries.
  if (state.startedFrom !== initial) dispatch({ kind: 'restart', initial });

  // A layout effect runs in the commit that hydrates the form, before any re-render could write
  // over the DOM's values, and before the browser paints.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Field, string>> = {};
    let any = false;
    for (const field of fields) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement && input.value !== input.defaultValue) {
        typed[field] = input.value;
        any = true;
      }
    }
    if (any) dispatch({ kind: 'adopt', typed });
  }, [fields]);

  // A ref, so callers may pass a new `onEdit` on every render and `change` stays stable.
  const editRef = useRef(onEdit);
  editRef.current = onEdit;
  const change = useCallback(
    (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
      dispatch({ kind: 'edit', field, value: event.target.value });
      editRef.current?.(field);
    },
    [],
  );

  return { formRef, entries: state.entries, change, keptOverInitial: state.keptOverInitial };
}
