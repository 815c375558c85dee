import { CallSummaryDialogs, VoiceWidgetCallAids } from '@org/ui';
import {
  type CallAids,
  type CallAidsOptions,
  useAttachedCallAids,
  useCallAidsBinding,
} from '@org/voice-client/call-aids';
import { useAttachedVoiceStore, useVoiceStore, type VoiceStore } from '@org/voice-client/react';
import { memo, useEffect, useState } from 'react';
import { createDemoClient } from './create-demo-client';
import { demoStartParams } from './demo-start-params';
import { demoLog } from './dev-log';
import { useCallSummary } from './use-call-summary';

export { CallCaptions, VoiceMessageBox } from '@org/ui';
export { preload } from '@org/voice-client';

/**
 * What the engine hands `DemoCall` once it is mounted: the call's store, which the page's widget
 * reads (`@org/voice-client/react`'s reducer is the one writer of the call's status), the call's
 * aids (for {@link DemoCallAids}), and the widget's actions. They live here, not in the page, so
 * that their code loads with the engine: /demo's first load has no room to spare.
 */
export interface DemoCallEngineReady {
  store: VoiceStore;
  aids: CallAids;
  /** Starts a call with the page's assistant and company: to talk, or to type only. */
  start(input: 'voice' | 'text'): void;
  /** End Call, or Cancel while connecting. */
  stop(): void;
  toggleMute(): void;
  /** Sends what the visitor typed; throws the client's refusal, which the box shows. */
  sendMessage(text: string): void;
  /** Get Call Summary: opens the SMS modal. */
  onRequestSummary(): void;
}

/** Why an aid could not help (the call goes on): for the developer log only. */
const AIDS_OPTIONS: CallAidsOptions = {
  onWarning: (message, cause) => demoLog.warn(message, cause),
};

/**
 * What helps during the live call, in the widget: 'Tap to hear the assistant' after the browser
 * refused to play it, the silent-microphone line, and the microphone list. In the engine's chunk:
 * it shows only during a call, which needs the engine anyway.
 */
export function DemoCallAids({ aids }: { aids: CallAids }) {
  return <VoiceWidgetCallAids {...useCallAidsBinding(aids, AIDS_OPTIONS.onWarning)} />;
}

/** Props of {@link DemoCallEngine}. */
export interface DemoCallEngineProps {
  /** The assistant called, and named in the call summary. */
  agent: string;
  /** The visitor's company, for the assistant's greeting and the call summary. */
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
  // Made as the engine mounts, before any start: the aids follow a call from its call-start.
  const aids = useAttachedCallAids(client, AIDS_OPTIONS);
  const summary = useCallSummary({ agentId: agent, company: company ?? '' });
  const { open } = summary;
  // After the store's and the aids' own effects: a start made from here on is followed by both.
  useEffect(() => {
    if (!aids) return;
    const call = store.getState;
    onReady({
      store,
      aids,
      start: (input) =>
        void call().start(demoStartParams(agent, company), { microphone: input === 'voice' }),
      stop: () => void call().stop(),
      toggleMute: () => call().toggleMute(),
      sendMessage: (text) => call().sendMessage(text),
      onRequestSummary: open,
    });
  }, [store, aids, open, onReady, agent, company]);

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
