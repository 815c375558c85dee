import { CallSummaryDialogs } from '@org/ui';
import { useAttachedVoiceStore, useVoiceStore, type VoiceStore } from '@org/voice-client/react';
import { memo, useEffect, useState } from 'react';
import { createDemoClient } from './create-demo-client';
import { demoLog } from './dev-log';
import { useCallSummary } from './use-call-summary';

export { CallCaptions } from '@org/ui';
export { preload } from '@org/voice-client';
export { demoStartParams } from './demo-start-params';

/**
 * What the engine hands `DemoCall` once it is mounted: the call's store, which the page's widget
 * reads (`@org/voice-client/react`'s reducer is the one writer of the call's status), and the
 * summary's opener.
 */
export interface DemoCallEngineReady {
  store: VoiceStore;
  /** Get Call Summary: opens the SMS modal. */
  onRequestSummary(): void;
}

/** Props of {@link DemoCallEngine}. */
export interface DemoCallEngineProps {
  /** The assistant called, for the call summary. */
  agent: string;
  /** The visitor's company, for the call summary. */
  company: string | null;
  /**
   * Receives the store and the summary's opener once the store follows the client's events, and
   * again if either changes; must keep its identity between renders.
   */
  onReady(ready: DemoCallEngineReady): void;
}

/**
 * The live call behind `DemoCall`'s widget, in its own chunk so that /demo's first load carries
 * neither the voice client nor the summary dialogs: the voice client and its store, which follows
 * the client while this is mounted and ends the call when it unmounts, and the summary modals.
 * Memoised, so the page's renders on each state do not render it again.
 */
export const DemoCallEngine = memo(function DemoCallEngine({
  agent,
  company,
  onReady,
}: DemoCallEngineProps) {
  // One client for the page's life.
  const [client] = useState(createDemoClient);
  const store = useAttachedVoiceStore(client);
  const summary = useCallSummary({ agentId: agent, company: company ?? '' });
  const { open } = summary;
  // After the store's own effect has attached it: a start made from here on is followed.
  useEffect(() => onReady({ store, onRequestSummary: open }), [store, open, onReady]);

  const error = useVoiceStore(store, (state) => state.error);
  useEffect(() => {
    // The visitor sees the widget return to idle; the reason goes to the developer log only.
    if (error) demoLog.warn(`The voice call failed (${error.code}): ${error.message}`, error);
  }, [error]);

  return (
    <CallSummaryDialogs
      step={summary.step}
      onStepChange={summary.setStep}
      onSendSms={summary.sendSms}
      onSendEmail={summary.sendEmail}
    />
  );
});
