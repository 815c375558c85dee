import { VoiceWidgetFrame } from '@org/ui';
import type { VoiceStore, VoiceStoreState } from '@org/voice-client/react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { DemoCallEngineReady } from './demo-call-engine';
import { SimulatedCallLabel } from './simulated-call-label';

/** Props of {@link DemoCall}. */
export interface DemoCallProps {
  /** The assistant to call. */
  agent: string;
  /** The visitor's company, for the assistant's greeting and the call summary. */
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

const subscribeToNothing = () => () => undefined;
const noState = () => null;

/**
 * The call's state, read from the engine's store once it has one (`null` before): the store is
 * the one owner, and this page keeps no copy of it. React's own `useSyncExternalStore` rather
 * than zustand's hook, which would add to the page's first load.
 */
function useCallState(store: VoiceStore | undefined): VoiceStoreState | null {
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getState ?? noState,
    noState,
  );
}

/**
 * The live call: `@org/ui`'s voice widget, shown at once, and its engine (the voice client, its
 * store and the summary modals), loaded when the visitor points at or focuses Start,
 * which also warms daily-js. A Start pressed before the engine has loaded is queued and starts
 * the call as soon as it has. The widget stays the same element throughout, so focus and
 * layout hold when the engine arrives. The microphone is asked for only when a call starts.
 */
export function DemoCall({ agent, company }: DemoCallProps) {
  const [engine, setEngine] = useState<EngineModule | null>(null);
  const [ready, setReady] = useState<DemoCallEngineReady | null>(null);
  const state = useCallState(ready?.store);
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

  // The start's params are built by the engine's module (demo-start-params.ts), so the rule's
  // bytes load with the engine, not with the page: /demo's first load has no room to spare.
  const start = useCallback(() => {
    if (ready && engine) void ready.store.getState().start(engine.demoStartParams(agent, company));
  }, [ready, engine, agent, company]);
  useEffect(() => {
    // Started from here, once the engine has handed over its store, rather than by the engine
    // as it mounts: StrictMode's trial unmount of the engine would stop a call started in its
    // mount effect.
    if (startQueued && ready) {
      setStartQueued(false);
      start();
    }
  }, [startQueued, ready, start]);
  const stop = useCallback(() => void ready?.store.getState().stop(), [ready]);
  const toggleMute = useCallback(() => ready?.store.getState().toggleMute(), [ready]);

  const Engine = engine?.DemoCallEngine;
  return (
    <div className="demo-call" data-speaking={state?.speaking ?? false}>
      <SimulatedCallLabel />
      {/* The captions, the notices' lines and the call's aids come with the engine: they show
          only once Start was pressed, which loads the engine, so /demo's first load does not
          carry them. */}
      <VoiceWidgetFrame
        Captions={engine?.CallCaptions}
        Notice={engine?.VoiceNoticeLine}
        status={state?.status ?? 'idle'}
        assistantId={agent}
        muted={state?.muted}
        volume={state?.volume}
        notice={state?.notice}
        transcript={state?.transcript}
        onStart={ready ? start : queueStart}
        onStop={ready ? stop : undefined}
        onToggleMute={ready ? toggleMute : undefined}
        onRequestSummary={ready?.onRequestSummary}
        onStartIntent={warm}
        privacyHref="/privacy"
        contactHref="/contact"
        callAids={engine && ready && <engine.DemoCallAids aids={ready.aids} />}
      />
      {Engine && <Engine agent={agent} company={company} onReady={setReady} />}
    </div>
  );
}
