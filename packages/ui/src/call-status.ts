/**
 * Where the demo call is, as the voice widget and status dot show it:
 *
 * ```
 * idle ──start──▶ connecting ──'listening'──▶ active ──call-end──▶ ended
 *   ▲                 │                                              │
 *   └────error────────┘                     ◀───────start────────────┘ (to connecting)
 * ```
 *
 * - `idle`: no call; Start is enabled when an assistant id is known.
 * - `connecting`: Start was pressed and the call is being set up.
 * - `active`: the assistant is listening; mute and end are available.
 * - `ended`: the call is over; a summary can be requested or a new call started.
 *
 * The site owns the transitions; these components only draw the state they are given.
 */
export type CallStatus = 'idle' | 'connecting' | 'active' | 'ended';
