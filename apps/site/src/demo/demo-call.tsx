import { VoiceNoticeLine, VoiceWidgetFrame } from '@org/ui';
import type { VoiceNotice, VoiceStore, VoiceStoreState } from '@org/voice-client/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DemoCallEngineReady } from './demo-call-engine';
import { demoCallSupport } from './demo-call-support';
import { SimulatedCallLabel } from './simulated-call-label';

/** Props of {@link DemoCall}. */
export interface DemoCallProps {
  /**
   * The assistant to call; `null` until the page's query is read (the prerendered widget and its
   * hydration), when Start is live all the same: a press then is replayed once it is known.
   */
  agent: string | null;
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

/**
 * The widget's assistant before the query is read: any non-empty id keeps Start enabled, so the
 * prerendered button takes a press. Without an assistant in the query the page shows 'Setup
 * Required' instead of the widget, so no call starts with it.
 */
const QUERY_NOT_READ = 'query-not-read';

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
 * layout hold when the engine arrives. The microphone is asked for only when a call starts, and
 * not at all for a call to type ('Type instead'); a visitor can type during any call.
 *
 * In a browser that cannot call (`demoCallSupport()`: no WebRTC, say), neither the engine nor
 * daily-js ever loads, and Start says so in the same task as the press: the line waits on no
 * download. The engine's store says it too (daily-js's own verdict, known once it has loaded),
 * so the notice has one writer either way: this page before the engine, the store after.
 */
export function DemoCall({ agent, company }: DemoCallProps) {
  const [engine, setEngine] = useState<EngineModule | null>(null);
  const [ready, setReady] = useState<DemoCallEngineReady | null>(null);
  const state = useCallState(ready?.store);
  /** A Start pressed before the engine loaded: to talk, or to type only. */
  const [startQueued, setStartQueued] = useState<'voice' | 'text' | null>(null);
  /** Start pressed in a browser that cannot call: the notice, shown without the engine. */
  const [cannotCall, setCannotCall] = useState<VoiceNotice | null>(null);

  const warm = useCallback(() => {
    // Neither the engine nor daily-js can help a browser that cannot call.
    if (!demoCallSupport().supported) return;
    loadEngine().then(
      (loaded) => {
        setEngine(() => loaded);
        void loaded.preload();
      },
      // Nothing to show: the next intent or Start tries again.
      () => undefined,
    );
  }, []);
  // A Start pressed before the engine has handed over its actions is queued, and loads it.
  const begin = useCallback(
    (input: 'voice' | 'text') => {
      if (ready) {
        ready.start(input);
        return;
      }
      const support = demoCallSupport();
      if (!support.supported) {
        setCannotCall({ kind: 'browser-unsupported', missing: support.missing });
        return;
      }
      setStartQueued(input);
      warm();
    },
    [ready, warm],
  );
  useEffect(() => {
    // Started from here, once the engine has handed over its store, rather than by the engine
    // as it mounts: StrictMode's trial unmount of the engine would stop a call started in its
    // mount effect.
    if (startQueued && ready) {
      setStartQueued(null);
      ready.start(startQueued);
    }
  }, [startQueued, ready]);

  // Intent shown before this island woke (the pointer that woke it resting on the widget, or
  // the focus that did) warms the engine as it would have once awake.
  const callRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const call = callRef.current;
    if (call?.matches(':hover') || call?.contains(document.activeElement)) warm();
  }, [warm]);

  const Engine = engine?.DemoCallEngine;
  return (
    <div ref={callRef} className="demo-call" data-speaking={state?.speaking ?? false}>
      <SimulatedCallLabel />
      {/* The captions, the message box and the call's aids come with the engine: they show
          only once Start was pressed, which loads the engine, so /demo's first load does not
          carry them. The notices' lines come with this island, for a browser that cannot call
          and so never loads the engine. */}
      <VoiceWidgetFrame
        Captions={engine?.CallCaptions}
        Notice={VoiceNoticeLine}
        MessageBox={engine?.VoiceMessageBox}
        status={state?.status ?? 'idle'}
        assistantId={agent ?? QUERY_NOT_READ}
        muted={state?.muted}
        input={state?.input}
        volume={state?.volume}
        notice={state?.notice ?? cannotCall}
        connection={state?.connection}
        dropped={state?.dropped}
        transcript={state?.transcript}
        onStart={() => begin('voice')}
        onStartTyping={() => begin('text')}
        onSendMessage={ready?.sendMessage}
        onStop={ready?.stop}
        onToggleMute={ready?.toggleMute}
        onRequestSummary={ready?.onRequestSummary}
        onStartIntent={warm}
        privacyHref="/privacy/"
        contactHref="/contact/"
        callAids={engine && ready && <engine.DemoCallAids aids={ready.aids} />}
      />
      {Engine && agent !== null && <Engine agent={agent} company={company} onReady={setReady} />}
    </div>
  );
}
