'use client';

import { useEffect, useRef, useState } from 'react';
import { VoiceClient, type VoiceClientOptions } from '../voice-client';

/** The client a component owns, with the options it was made from. */
interface Owned {
  readonly client: VoiceClient;
  readonly options: VoiceClientOptions;
}

/** The disposal a clean-up scheduled; `kept` when the effect mounted again before it ran. */
interface Release {
  readonly client: VoiceClient;
  kept: boolean;
}

/**
 * Creates a {@link VoiceClient} that belongs to the calling component: made on the first
 * render, disposed (any call stopped, every listener removed) when the component unmounts.
 *
 * `options` are read once, when the client is created; later renders' options are ignored.
 * To use other options, remount the component (give it a new `key`).
 *
 * StrictMode-safe: React 19's StrictMode mounts, unmounts and re-mounts every effect. The
 * disposal waits for a microtask and is called off when the effect mounts again, so the client
 * the component renders with is never a disposed one, and it keeps its identity. When the
 * component stays mounted but its effects are cleaned up for longer (a hidden `<Activity>`),
 * the client is disposed and the component re-renders with a new one, made from the same
 * options, before its effects mount again.
 * @example
 * ```tsx
 * function Demo({ agent }: { agent: string }) {
 *   const client = useVoiceClient({ baseUrl: API_URL, token: PUBLIC_KEY });
 *   const voice = useVoiceWidget(client, { assistant: agent });
 *   return <VoiceWidget {...voice} />;
 * }
 * ```
 */
export function useVoiceClient(options: VoiceClientOptions): VoiceClient {
  // StrictMode calls this initializer twice and keeps one result: the other client never
  // started anything, so it holds nothing to dispose.
  const [owned, setOwned] = useState<Owned>(() => ({ client: new VoiceClient(options), options }));
  const release = useRef<Release | null>(null);
  useEffect(() => {
    const { client } = owned;
    const pending = release.current;
    if (pending?.client === client) {
      // StrictMode's re-mount, in the same task as the clean-up: keep the client.
      pending.kept = true;
      release.current = null;
    }
    return () => {
      const next: Release = { client, kept: false };
      release.current = next;
      queueMicrotask(() => {
        if (next.kept) return;
        if (release.current === next) release.current = null;
        void client.dispose();
        // Still mounted (a hidden <Activity>): render with a new client before the effects
        // mount again. After a real unmount React drops this update.
        setOwned((current) =>
          current.client === client
            ? { client: new VoiceClient(current.options), options: current.options }
            : current,
        );
      });
    };
  }, [owned]);
  return owned.client;
}
