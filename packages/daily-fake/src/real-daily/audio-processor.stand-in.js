// A stand-in for Daily's audio-processor-bundle.js (noise cancellation), served by the
// real-daily tests (`routeDaily`, ./routes.ts) where the call machine stand-in loads it from its
// own directory. A page's policy keeps 'wasm-unsafe-eval' for the real one's noise model (the
// site's, apps/site/scripts/security-headers.mjs; the one @org/voice-client's README asks for);
// this one compiles the smallest valid WebAssembly module, so a policy that refused WebAssembly
// fails here, and records that it ran.
(() => {
  const emptyModule = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
  new WebAssembly.Module(emptyModule);
  if (window.__dailyStandIn) window.__dailyStandIn.audioProcessor = 'ran';
})();
