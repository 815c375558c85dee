import { VoiceWidget } from '@org/ui';
import { useCallback, useEffect, useState } from 'react';
import type { DemoCallState } from './demo-call-engine';
import { SimulatedCallLabel } from './simulated-call-label';

/** Props of {@link DemoCall}. */
export interface DemoCallProps {
  /** The assistant to call. */
  agent: string;
  /** The visitor's company, for the call summary. */
  company: string | null;
}

type EngineModule = typeof import('./demo-call-engine');

let engineModule: Promise<EngineModule> | undefined;

/** Loads the call's engine once; a failed load may be retried by the next intent. */
function loadEngine(): Promise<EngineModule> {
  engineModule ??= import('./demo-call-engine').catch((error: unknown) => {
    engineModule = undefined;
    throw error;
  });
  return engineModule;
}

/**
 * The live call: `@org/ui`'s voice widget, shown at once, and its engine (the voice client, its
 * React binding and the summary modals), loaded when the visitor points at or focuses Start,
 * which also warms daily-js. A Start pressed before the engine has loaded is queued and starts
 * the call as soon as it has. The widget stays the same element throughout, so focus and
 * layout hold when the engine arrives. The microphone is asked for only when a call starts.
 */
export function DemoCall({ agent, company }: DemoCallProps) {
  const [engine, setEngine] = useState<EngineModule | null>(null);
  const [state, setState] = useState<DemoCallState | null>(null);
  const [startQueued, setStartQueued] = useState(false);

  const warm = useCallback(() => {
    loadEngine().then(
      (loaded) => {
        setEngine(() => loaded);
        void loaded.preload();
      },
      // Nothing to show: the next intent or Start tries again.
      () => undefined,
    );
  }, []);
  const queueStart = useCallback(() => {
    setStartQueued(true);
    warm();
  }, [warm]);

  useEffect(() => {
    // Started from here, once the engine has reported, rather than by the engine as it mounts:
    // StrictMode's trial unmount of the engine would stop a call started in its mount effect.
    if (startQueued && state) {
      setStartQueued(false);
      state.onStart();
    }
  }, [startQueued, state]);

  const Engine = engine?.DemoCallEngine;
  return (
    <div className="demo-call" data-speaking={state?.speaking ?? false}>
      <SimulatedCallLabel />
      <VoiceWidget
        status={state?.status ?? 'idle'}
        assistantId={agent}
        muted={state?.muted}
        volume={state?.volume}
        notice={state?.notice}
        transcript={state?.transcript}
        onStart={state?.onStart ?? queueStart}
        onStop={state?.onStop}
        onToggleMute={state?.onToggleMute}
        onRequestSummary={state?.onRequestSummary}
        onStartIntent={warm}
      />
      {Engine && <Engine agent={agent} company={company} onState={setState} />}
    </div>
  );
}
