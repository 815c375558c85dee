// Every loopback port the site's local commands bind, in one place. `npm start` and the
// end-to-end tests (and `pnpm preview`) have ports of their own, so a developer can keep the site
// running while the tests run; each port can be moved with the environment variable named here.
import { createServer } from 'node:net';

/**
 * One port: its default, the variable that overrides it, and the command that binds it (named
 * when the port is found taken).
 */
const PORT_SPECS = {
  dev: { fallback: 5173, variable: 'ORG_DEV_PORT', holder: '`npm start`' },
  receiver: { fallback: 8787, variable: 'ORG_RECEIVER_PORT', holder: '`npm start`' },
  provider: { fallback: 8788, variable: 'ORG_PROVIDER_PORT', holder: '`npm start`' },
  e2eSite: {
    fallback: 4317,
    variable: 'ORG_E2E_SITE_PORT',
    holder: "`npm test`'s end-to-end tests",
  },
  e2eReceiver: {
    fallback: 8797,
    variable: 'ORG_E2E_RECEIVER_PORT',
    holder: "`npm test`'s end-to-end tests",
  },
  e2eProvider: {
    fallback: 8798,
    variable: 'ORG_E2E_PROVIDER_PORT',
    holder: "`npm test`'s end-to-end tests",
  },
  e2eBench: {
    fallback: 4318,
    variable: 'ORG_E2E_BENCH_PORT',
    holder: "`npm test`'s end-to-end tests",
  },
  e2eFaults: {
    fallback: 4319,
    variable: 'ORG_E2E_FAULTS_PORT',
    holder: "`npm test`'s real-daily fault matrix",
  },
  e2eDev: { fallback: 5180, variable: 'ORG_E2E_DEV_PORT', holder: "`npm test`'s dev-server tests" },
  // The cross-engine suite's own (cross-engine/): it runs beside the Playwright suites, so it
  // builds the site wired to these ports rather than sharing the end-to-end receiver.
  crossSite: {
    fallback: 4337,
    variable: 'ORG_CROSS_SITE_PORT',
    holder: "`npm test`'s cross-engine tests",
  },
  crossReceiver: {
    fallback: 8807,
    variable: 'ORG_CROSS_RECEIVER_PORT',
    holder: "`npm test`'s cross-engine tests",
  },
  crossProvider: {
    fallback: 8808,
    variable: 'ORG_CROSS_PROVIDER_PORT',
    holder: "`npm test`'s cross-engine tests",
  },
  crossDev: {
    fallback: 5181,
    variable: 'ORG_CROSS_DEV_PORT',
    holder: "`npm test`'s cross-engine tests",
  },
  crossBench: {
    fallback: 4338,
    variable: 'ORG_CROSS_BENCH_PORT',
    holder: "`npm test`'s cross-engine tests",
  },
  crossWebDriver: {
    fallback: 4339,
    variable: 'ORG_CROSS_WEBDRIVER_PORT',
    holder: "`npm test`'s cross-engine tests (WebKitWebDriver)",
  },
  crossDaily: {
    fallback: 4340,
    variable: 'ORG_CROSS_DAILY_PORT',
    holder: "`npm test`'s cross-engine tests (Daily's stand-in for Firefox)",
  },
  preview: { fallback: 4327, variable: 'ORG_PREVIEW_PORT', holder: '`pnpm preview`' },
};

/** A port number from the environment, or the default; anything else ends the command. */
function readPort(env, { fallback, variable }) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    // One line, as for a taken port: every caller is a command a developer typed.
    process.stderr.write(`${variable} must be a port number (1-65535), not "${raw}".\n`);
    process.exit(1);
  }
  return port;
}

/**
 * The ports in effect, read from `env` (default: this process's environment).
 * @param {Record<string, string | undefined>} [env]
 */
export function localPorts(env = process.env) {
  return Object.fromEntries(
    Object.entries(PORT_SPECS).map(([role, spec]) => [role, readPort(env, spec)]),
  );
}

/** The environment variable that moves the port of `role`. */
export function portVariable(role) {
  return PORT_SPECS[role].variable;
}

/**
 * The one line printed when a port is taken, naming the variable to move it and its likely holder.
 * @param {string} role
 * @param {number} port
 */
export function portTakenMessage(role, port) {
  const { variable, holder } = PORT_SPECS[role];
  return `Port ${port} is in use (probably ${holder}); set ${variable} to use another.`;
}

/** Whether `port` on 127.0.0.1 can be bound now. */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

/**
 * The one line for the first of `roles` whose port is taken now, or undefined when all are free.
 * @param {Record<string, number>} ports
 * @param {string[]} roles
 * @returns {Promise<string | undefined>}
 */
export async function firstTakenPort(ports, roles) {
  for (const role of roles) {
    if (!(await isFree(ports[role]))) return portTakenMessage(role, ports[role]);
  }
  return undefined;
}

/**
 * Checks that each role's port is free before anything starts, and on the first taken one prints
 * its one line to stderr and exits 1: a stack trace from deep inside `listen` says less.
 * @param {Record<string, number>} ports
 * @param {string[]} roles
 */
export async function exitIfPortsTaken(ports, roles) {
  const taken = await firstTakenPort(ports, roles);
  if (taken) {
    process.stderr.write(`${taken}\n`);
    process.exit(1);
  }
}

/**
 * The `VITE_*` service URLs of the loopback wiring: the site's own origin (canonical links,
 * calculator_url), the webhook receiver's four routes and the mock provider.
 * @param {{ site: number, receiver: number, provider: number }} ports
 */
export function loopbackSiteEnv({ site, receiver, provider }) {
  const receiverUrl = `http://127.0.0.1:${receiver}`;
  return {
    VITE_SITE_URL: `http://127.0.0.1:${site}`,
    VITE_CONTACT_WEBHOOK_URL: `${receiverUrl}/contact`,
    VITE_CALCULATOR_WEBHOOK_URL: `${receiverUrl}/calculator`,
    VITE_VERIFY_WEBHOOK_URL: `${receiverUrl}/verify`,
    VITE_CALL_SUMMARY_WEBHOOK_URL: `${receiverUrl}/call-summary`,
    VITE_PROVIDER_API_URL: `http://127.0.0.1:${provider}`,
  };
}

/**
 * The `VITE_*` service URLs the loopback build bakes in: those of the end-to-end tests' ports,
 * moved with ORG_E2E_*_PORT like every other port (scripts/build.mjs). Tests that read the
 * loopback build's origin take it from here, not from .env.loopback, which names the defaults.
 * @param {Record<string, string | undefined>} [env]
 */
export function e2eLoopbackSiteEnv(env = process.env) {
  const ports = localPorts(env);
  return loopbackSiteEnv({
    site: ports.e2eSite,
    receiver: ports.e2eReceiver,
    provider: ports.e2eProvider,
  });
}
