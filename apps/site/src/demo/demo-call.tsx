import { CallSummaryDialogs, VoiceWidget } from '@org/ui';
import { preload } from '@org/voice-client';
import { useVoiceWidget } from '@org/voice-client/react';
import { useEffect, useMemo, useState } from 'react';
import { createDemoClient } from './create-demo-client';
import { demoLog } from './dev-log';
import { SimulatedCallLabel } from './simulated-call-label';
import { useCallSummary } from './use-call-summary';

/** Props of {@link DemoCall}. */
export interface DemoCallProps {
  /** The assistant to call. */
  agent: string;
  /** The visitor's company, for the call summary. */
  company: string | null;
}

/**
 * The live call: `@org/ui`'s voice widget driven by `@org/voice-client`'s React binding, and the
 * summary modals once the call has ended, with the captions and the notice of a refused
 * microphone the binding keeps. daily-js is warmed when the visitor points at or focuses Start,
 * and the microphone is asked for only when a call starts.
 */
export function DemoCall({ agent, company }: DemoCallProps) {
  // One client for the page's life; the binding stops its call when the page unmounts.
  const [client] = useState(createDemoClient);
  const params = useMemo(() => ({ assistant: agent }), [agent]);
  const voice = useVoiceWidget(client, params);
  const summary = useCallSummary({ agentId: agent, company: company ?? '' });

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
    <div className="demo-call" data-speaking={voice.speaking}>
      <SimulatedCallLabel />
      <VoiceWidget
        status={voice.status}
        assistantId={agent}
        muted={voice.muted}
        volume={voice.volume}
        notice={voice.notice}
        transcript={voice.transcript}
        onStart={voice.onStart}
        onStop={voice.onStop}
        onToggleMute={voice.onToggleMute}
        onRequestSummary={summary.open}
        onStartIntent={warmCallLibrary}
      />
      <CallSummaryDialogs
        step={summary.step}
        onStepChange={summary.setStep}
        onSendSms={summary.sendSms}
        onSendEmail={summary.sendEmail}
      />
    </div>
  );
}

function warmCallLibrary(): void {
  void preload();
}
