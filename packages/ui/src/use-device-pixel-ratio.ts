'use client';

import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  // A resolution query matches only the current ratio, so it fires when the window moves to a
  // screen with another density or the page is zoomed; re-subscribing follows the new ratio.
  let list = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  const onChange = () => {
    list.removeEventListener('change', onChange);
    list = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    list.addEventListener('change', onChange);
    notify();
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}

/** The device pixel ratio, kept current across zoom and screen changes; 1 on the server. */
export function useDevicePixelRatio(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => 1);
}
