// `@org/daily-fake/real-daily`: the tooling of the browser tests that run the REAL daily-js
// (Playwright, Chromium), where this package's fake is not enough: daily-js's call machine is
// Daily's remotely loaded bundle, so these tests serve a stand-in of it
// (`real-daily/call-machine.stand-in.js`, with `audio-processor.stand-in.js`) where daily-js asks
// Daily's CDN, and play Daily's hosts and the voice provider with Playwright's routes, faults on
// demand. Then they read what the stand-in, daily-js and the page's microphone were left with.

export {
  allowMicrophone,
  type MicrophoneOptions,
  type MicrophoneWatch,
  microphoneRequests,
  microphoneTracks,
  watchMicrophone,
} from './real-daily/microphone';
export {
  type PageWatch,
  watchCspViolations,
  watchPage,
  watchPageErrors,
  watchPolicyMessages,
} from './real-daily/page-problems';
export {
  assertDailyVersion,
  audioProcessorUrl,
  type BundleFault,
  type CdnRequest,
  callMachineUrl,
  DAILY_DOMAINS,
  DAILY_VERSION,
  type DailyDomain,
  type DailyRoutes,
  type ProviderFault,
  ROOM,
  type RouteDailyOptions,
  type RouteFaults,
  routeDaily,
  type Signal,
  type Signalling,
  SignallingCut,
  SLOW_ANSWER_MS,
  type WebCallRequest,
} from './real-daily/routes';
export {
  expectReleased,
  liveCallObjects,
  RELEASE_MS,
  type StandInState,
  standInState,
  webCallTimes,
  windowMessagesHandled,
} from './real-daily/witnesses';
