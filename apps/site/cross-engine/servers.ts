// What the cross-engine suite runs against, started once for every engine (vitest's globalSetup):
// the loopback build wired to the suite's own ports (cross-engine-build.ts) under its _headers,
// the local webhook receiver and mock provider it posts to, and Vite's dev server as `npm start`
// runs it, for the simulated call. All on the suite's ports (scripts/ports.mjs: ORG_CROSS_*), so
// it runs beside the Playwright suites and beside `npm start`.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startMockProvider } from '@org/provider-api/mock';
import type { Plugin } from 'vite';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../../scripts/static-server.mjs';
import { createSiteDevServer } from '../scripts/dev-pages.mjs';
import { LOCAL_PUBLIC_KEY, startLocalServices } from '../scripts/local-services.mjs';
import { firstTakenPort, localPorts, loopbackSiteEnv } from '../scripts/ports.mjs';
import { buildCrossEngineSite, CROSS_ENGINE_DIR } from './cross-engine-build';

/** Where the servers are, for the checks (`inject('crossEngine')`). */
export interface CrossEngineServers {
  /** The loopback build (the suite's own), under its _headers. */
  site: string;
  /** The webhook receiver the build and the dev server post to. */
  receiver: string;
  /** Vite's dev server, mode loopback, as `npm start` serves the site. */
  dev: string;
  /** A file with a line per request the build's mock provider answered (`POST /call/web -> 201`). */
  providerLog: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    crossEngine: CrossEngineServers;
  }
}

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const witnessSource = readFileSync(new URL('./page-witness.js', import.meta.url), 'utf8');

/** Loads the page witness first in every page the dev server renders (it sends no CSP). */
const pageWitness: Plugin = {
  name: 'cross-engine-page-witness',
  apply: 'serve',
  transformIndexHtml: () => [{ tag: 'script', children: witnessSource, injectTo: 'head-prepend' }],
};

/**
 * Vite's dev server on `port` as `npm start` runs it (scripts/dev.mjs): mode loopback, its own
 * origin as VITE_SITE_URL, the suite's receiver; its web calls go to a mock provider of its own,
 * so the build's provider counts the build's web calls alone.
 */
async function startDevServer(port: number, receiverPort: number) {
  const origin = `http://127.0.0.1:${port}`;
  const provider = await startMockProvider({
    port: 0,
    token: LOCAL_PUBLIC_KEY,
    allowedOrigins: [origin],
  });
  // Variables of the environment take priority over .env.loopback (which names the end-to-end
  // ports), as in scripts/dev.mjs.
  Object.assign(
    process.env,
    loopbackSiteEnv({ site: port, receiver: receiverPort, provider: provider.port }),
  );
  const vite = await createSiteDevServer({
    root: siteDir,
    mode: 'loopback',
    logLevel: 'warn',
    // Its own dependency cache: two dev servers optimising into one folder trip each other, and
    // the Playwright dev-server suite runs beside this one.
    cacheDir: fileURLToPath(new URL('../node_modules/.vite-cross-engine', import.meta.url)),
    server: { host: '127.0.0.1', port, strictPort: true },
    plugins: [pageWitness],
  });
  await vite.listen();
  return {
    url: origin,
    close: () => Promise.allSettled([vite.close(), provider.close()]),
  };
}

export default async function setup(project: TestProject) {
  const ports = localPorts();
  const taken = await firstTakenPort(ports, [
    'crossSite',
    'crossReceiver',
    'crossProvider',
    'crossDev',
  ]);
  if (taken) throw new Error(taken);

  const root = await buildCrossEngineSite(ports);
  const providerLog = `${CROSS_ENGINE_DIR}/services.log`;
  // Empty rather than absent: a check that reads it before any request (run alone, say) reads none.
  writeFileSync(providerLog, '');
  const services = await startLocalServices({
    sitePorts: [ports.crossSite, ports.crossDev],
    receiverPort: ports.crossReceiver,
    providerPort: ports.crossProvider,
    logFile: `${CROSS_ENGINE_DIR}/deliveries.jsonl`,
    logger: {
      info: (message: string) => appendFileSync(providerLog, `${message}\n`),
      error: (message: string, error: unknown) =>
        appendFileSync(providerLog, `ERROR ${message} ${String(error)}\n`),
    },
  });
  const site = await startStaticServer({ root, port: ports.crossSite });
  const dev = await startDevServer(ports.crossDev, ports.crossReceiver);

  project.provide('crossEngine', {
    site: site.url,
    receiver: services.webhooks.url,
    dev: dev.url,
    providerLog,
  });
  return async () => {
    await Promise.allSettled([site.close(), services.close(), dev.close()]);
  };
}
