import { CallSummaryDialogs } from '@org/ui';
import { useVoiceWidget, type VoiceWidgetBinding } from '@org/voice-client/react';
import { memo, useEffect, useMemo, useState } from 'react';
import { createDemoClient } from './create-demo-client';
import { demoLog } from './dev-log';
import { useCallSummary } from './use-call-summary';

export { preload } from '@org/voice-client';

/** What the engine hands the page's voice widget: the binding and the summary's opener. */
export interface DemoCallState extends VoiceWidgetBinding {
  /** Get Call Summary: opens the SMS modal. */
  onRequestSummary(): void;
}

/** Props of {@link DemoCallEngine}. */
export interface DemoCallEngineProps {
  /** The assistant to call. */
  agent: string;
  /** The visitor's company, for the call summary. */
  company: string | null;
  /** Receives the call's state on every change; must keep its identity between renders. */
  onState(state: DemoCallState): void;
}

/**
 * The live call behind `DemoCall`'s widget, in its own chunk so that /demo's first load carries
 * neither the voice client nor the summary dialogs: the voice client driven by its React
 * binding, whose state goes up to the widget, and the summary modals. Memoised, so the page's
 * re-render on each state it receives does not render it again.
 */
export const DemoCallEngine = memo(function DemoCallEngine({
  agent,
  company,
  onState,
}: DemoCallEngineProps) {
  // One client for the page's life; the binding stops its call when the page unmounts.
  const [client] = useState(createDemoClient);
  const params = useMemo(() => ({ assistant: agent }), [agent]);
  const voice = useVoiceWidget(client, params);
  const summary = useCallSummary({ agentId: agent, company: company ?? '' });
  const { open } = summary;
  useEffect(() => onState({ ...voice, onRequestSummary: open }), [voice, open, onState]);

  useEffect(() => {
    // The visitor sees the widget return to idle; the reason goes to the developer log only.
    if (voice.error) {
      demoLog.warn(
        `The voice call failed (${voice.error.code}): ${voice.error.message}`,
        voice.error,
      );
    }
  }, [voice.error]);

  return (
    <CallSummaryDialogs
      step={summary.step}
      onStepChange={summary.setStep}
      onSendSms={summary.sendSms}
      onSendEmail={summary.sendEmail}
    />
  );
});
