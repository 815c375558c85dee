/**
 * Where the demo call is, as the voice widget and status dot show it: `@org/voice-client`'s
 * `WidgetStatus` (idle, connecting, active, ended), whose transitions are that package's
 * `widgetReducer` (`@org/voice-client/react`). These components only draw the state they are
 * given. The type is imported, not restated, so the two cannot drift; and it keeps its name,
 * since `@org/voice-client`'s own `CallStatus` is the call's (idle, starting, joined, listening, ended).
 */
export type { WidgetStatus } from '@org/voice-client/react';
