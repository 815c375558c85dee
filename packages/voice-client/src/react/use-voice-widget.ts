'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { StartParams } from '../start-params';
import {
  createVoiceStore,
  type VoiceStore,
  type VoiceStoreClient,
  type VoiceStoreOptions,
  type VoiceStoreState,
} from './voice-store';
import type { VoiceWidgetState } from './widget-state';

/** The widget's state plus the handlers `@org/ui`'s `VoiceWidget` takes. */
export interface VoiceWidgetBinding extends VoiceWidgetState {
  /** Starts a call with the hook's `params`; does nothing without them. */
  onStart(): void;
  /** As `onStart`, to type only: the call asks for no microphone. */
  onStartTyping(): void;
  onStop(): void;
  onToggleMute(): void;
  /**
   * Sends what the visitor typed (the store's `sendMessage`).
   * @throws {VoiceClientError} for a text the client refuses, or outside a call.
   */
  onSendMessage(text: string): void;
}

/**
 * Binds a `VoiceClient` (one from {@link useVoiceClient}, say) to a voice widget: its
 * state (idle, connecting, active, ended), mute, volume, speaking, recent messages, the
 * conversation's transcript for captions, how the visitor takes part (`input`) and the notice
 * of a refused microphone, and the start (to talk or to type), stop, mute and send handlers
 * (`onStop` also cancels a start). Safe under StrictMode's double effects: listeners attach in
 * an effect and detach in its clean-up, and unmounting ends any call.
 * @example
 * ```tsx
 * const client = useVoiceClient({ baseUrl, token });
 * const voice = useVoiceWidget(client, agent ? { assistant: agent } : null);
 * return <VoiceWidget {...voice} />;
 * ```
 */
export function useVoiceWidget(
  client: VoiceStoreClient,
  params: StartParams | null,
  options?: VoiceStoreOptions,
): VoiceWidgetBinding {
  const store = useAttachedVoiceStore(client, options);
  // The latest params, without re-creating the handlers on every render.
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const state = useStore(store);
  const onStart = useCallback(() => {
    if (paramsRef.current) void store.getState().start(paramsRef.current);
  }, [store]);
  const onStartTyping = useCallback(() => {
    if (paramsRef.current) void store.getState().start(paramsRef.current, { microphone: false });
  }, [store]);
  const onStop = useCallback(() => void store.getState().stop(), [store]);
  const onToggleMute = useCallback(() => store.getState().toggleMute(), [store]);
  const onSendMessage = useCallback((text: string) => store.getState().sendMessage(text), [store]);
  // The widget's state without the store's own actions, which the handlers above wrap.
  const {
    start: _start,
    stop: _stop,
    toggleMute: _toggleMute,
    sendMessage: _sendMessage,
    ...widget
  } = state;
  return { ...widget, onStart, onStartTyping, onStop, onToggleMute, onSendMessage };
}

/**
 * The widget's store for `client` ({@link createVoiceStore}), following the client's events
 * while the component is mounted; unmounting ends any call. For a page that reads the store
 * elsewhere than where the client lives (a lazily loaded part hands the store to the widget's
 * owner, say); {@link useVoiceWidget} is this plus the widget's props. Safe under StrictMode's
 * double effects.
 * @example
 * ```tsx
 * const store = useAttachedVoiceStore(client);
 * const status = useVoiceStore(store, (state) => state.status);
 * ```
 */
export function useAttachedVoiceStore(
  client: VoiceStoreClient,
  options?: VoiceStoreOptions,
): VoiceStore {
  const maxMessages = options?.maxMessages;
  const store = useMemo(
    () => createVoiceStore(client, maxMessages === undefined ? {} : { maxMessages }),
    [client, maxMessages],
  );
  useEffect(() => store.attach(), [store]);
  useEffect(
    () => () => {
      void client.stop();
    },
    [client],
  );
  return store;
}

/** Reads a slice of a {@link VoiceStore} in a component. */
export function useVoiceStore<T>(store: VoiceStore, selector: (state: VoiceStoreState) => T): T {
  return useStore(store, selector);
}
