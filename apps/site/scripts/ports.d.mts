/** What a loopback port is for; each has a default and an environment variable that moves it. */
export type PortRole =
  | 'dev'
  | 'receiver'
  | 'provider'
  | 'e2eSite'
  | 'e2eReceiver'
  | 'e2eProvider'
  | 'e2eBench'
  | 'e2eFaults'
  | 'e2eDev'
  | 'crossSite'
  | 'crossReceiver'
  | 'crossProvider'
  | 'crossDev'
  | 'crossBench'
  | 'crossWebDriver'
  | 'crossDaily'
  | 'preview';

/** The ports in effect, read from `env` (default: this process's environment). */
export function localPorts(env?: Record<string, string | undefined>): Record<PortRole, number>;
/** The environment variable that moves the port of `role`. */
export function portVariable(role: PortRole): string;
/** The one line printed when a port is taken. */
export function portTakenMessage(role: PortRole, port: number): string;
/** The one line for the first of `roles` whose port is taken now, or undefined when all are free. */
export function firstTakenPort(
  ports: Record<PortRole, number>,
  roles: PortRole[],
): Promise<string | undefined>;
/** Exits 1 with {@link portTakenMessage} on the first of `roles` whose port is taken. */
export function exitIfPortsTaken(ports: Record<PortRole, number>, roles: PortRole[]): Promise<void>;
/** The `VITE_*` service URLs of the loopback wiring. */
export function loopbackSiteEnv(ports: {
  site: number;
  receiver: number;
  provider: number;
}): Record<string, string>;
/** The `VITE_*` service URLs the loopback build bakes in: those of the end-to-end tests' ports. */
export function e2eLoopbackSiteEnv(
  env?: Record<string, string | undefined>,
): Record<string, string>;
