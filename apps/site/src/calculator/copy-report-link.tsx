import { Button, InputField } from '@org/ui';
import { useEffect, useRef, useState } from 'react';

/** The button's label and its messages. */
export const COPY_REPORT_LINK_COPY = Object.freeze({
  buttonLabel: 'Copy link to this report',
  copied: 'Link copied.',
  fallback: 'Copying is not available here. Select the link below and copy it.',
  fieldLabel: 'Link to this report',
} as const);

/**
 * Where the copy is: not tried yet, done, or refused (no Clipboard API, or the browser said
 * no), in which case the link is shown for the visitor to select.
 */
export type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'refused' };

/**
 * Copies `text` with the Clipboard API. Resolves `refused` rather than rejecting when the API is
 * missing (insecure context, old browser) or the browser refuses: the caller shows the text.
 */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<CopyState> {
  if (!clipboard) return { kind: 'refused' };
  try {
    await clipboard.writeText(text);
    return { kind: 'copied' };
  } catch {
    // A refusal (no permission, page not focused) is an expected outcome, not an error to log.
    return { kind: 'refused' };
  }
}

/**
 * 'Copy link to this report': copies the share link of the report and confirms it with a short
 * status message; where copying is not possible, shows the link, selected, to copy by hand.
 * The results remount on each calculation, so a message never outlives its report.
 */
export function CopyReportLink({ link }: { link: string }) {
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.kind === 'refused') fieldRef.current?.select();
  }, [state]);

  return (
    <div className="site-copy-link" data-state={state.kind}>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          void copyText(link).then(setState);
        }}
      >
        {COPY_REPORT_LINK_COPY.buttonLabel}
      </Button>
      {/* Always present, so the confirmation is announced when its text arrives. */}
      <div role="status" aria-live="polite">
        {state.kind === 'copied' && COPY_REPORT_LINK_COPY.copied}
        {state.kind === 'refused' && COPY_REPORT_LINK_COPY.fallback}
      </div>
      {state.kind === 'refused' && (
        <InputField
          ref={fieldRef}
          name="report_link"
          label={COPY_REPORT_LINK_COPY.fieldLabel}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
