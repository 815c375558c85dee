import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  audioProcessorUrl,
  type CdnRequest,
  CORS,
  callMachineUrl,
  DAILY_DOMAINS,
  ROOM_LOOKUP,
  type Signal,
  type Signalling,
  SignallingCut,
  STAND_IN,
  STAND_IN_PATHS,
  type WebCallRequest,
  webCallAnswer,
} from './routes';

// What `routeDaily` answers through Playwright's routes, served by a real local server instead,
// for a browser Playwright cannot drive (Firefox ESR through Puppeteer over WebDriver BiDi, whose
// request interception cannot answer a WebSocket). The browser sends its https and wss requests
// to it as to a proxy (CONNECT); for Daily's hosts and the provider it ends the TLS itself, with
// a certificate of its own making that the browser is told to accept, and answers as the routes
// do, with no faults: the provider's `POST /call/web` with a web call for ROOM, Daily's CDN with
// the call machine stand-in, the stand-in's room lookup and its signalling (a WebSocket whose far
// end the test plays, as with the routes). Any other host is refused, the browser's own traffic
// included. Node only.

/** What {@link startDailyServer} serves. */
export interface DailyServerOptions {
  /** The port its proxy listens on, on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** The voice provider's API (its base URL) whose `POST /call/web` it answers. */
  providerApiUrl?: string;
}

/** A running stand-in of Daily and the provider, and what the page asked of it. */
export interface DailyServer {
  /** Where the browser's proxy is: 127.0.0.1 on this port. */
  port: number;
  cdn: CdnRequest[];
  webCalls: WebCallRequest[];
  roomLookups: string[];
  /** The test's end of each signalling connection, as `routeDaily` gives it. */
  signalling: Signalling[];
  /** Cuts and restores the signalling, as `routeDaily`'s does. */
  signallingCut: SignallingCut;
  close(): Promise<void>;
}

/** Whether `hostname` is one of Daily's (a host under one of its three domains). */
function isDailyHost(hostname: string): boolean {
  return DAILY_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`));
}

/**
 * A self-signed certificate for Daily's hosts and `extraHosts`, made with the openssl command
 * (Node cannot make one): the browser accepts it because it is told to accept any.
 */
function makeCertificate(extraHosts: readonly string[]): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'daily-server-'));
  try {
    const names = [...DAILY_DOMAINS.map((domain) => `*.${domain}`), ...extraHosts];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=daily-stand-in',
        '-addext',
        `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch (error) {
    throw new Error(
      `The Daily stand-in server makes its certificate with openssl, which failed: ${String(error)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The body of `request`, whole. */
async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/**
 * Starts the stand-in of Daily and the provider behind a proxy on 127.0.0.1: point the
 * browser's https proxy at `port` and have it accept the server's certificate (Puppeteer:
 * `acceptInsecureCerts`). Requests for `127.0.0.1` never reach a proxy, so the page itself is
 * served as usual.
 */
export async function startDailyServer({
  port = 0,
  providerApiUrl,
}: DailyServerOptions = {}): Promise<DailyServer> {
  const provider = providerApiUrl === undefined ? undefined : new URL(providerApiUrl);
  const server: Omit<DailyServer, 'port' | 'close'> = {
    cdn: [],
    webCalls: [],
    roomLookups: [],
    signalling: [],
    signallingCut: new SignallingCut(() => server.signalling),
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    // As the page named it (the browser leaves out the default port).
    const url = new URL(request.url ?? '/', `https://${request.headers.host ?? ''}`).href;
    const { hostname, pathname } = new URL(url);
    if (
      provider &&
      hostname === provider.hostname &&
      pathname === `${provider.pathname.replace(/\/$/, '')}/call/web`
    ) {
      if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end();
      const body = await readBody(request);
      server.webCalls.push({
        authorization: request.headers.authorization ?? null,
        body: body === '' ? undefined : JSON.parse(body),
      });
      const webCall = webCallAnswer(undefined, `call-${server.webCalls.length}`);
      return response
        .writeHead(webCall.status, { ...webCall.headers, 'content-type': webCall.contentType })
        .end('json' in webCall ? JSON.stringify(webCall.json) : webCall.body);
    }
    const domain = DAILY_DOMAINS.find((candidate) => hostname === `c.${candidate}`);
    if (domain) {
      // What Playwright calls the resource type, as the browser says it (Sec-Fetch-Dest).
      const destination = request.headers['sec-fetch-dest'];
      server.cdn.push({ url, resourceType: typeof destination === 'string' ? destination : '' });
      const standIn =
        (url === callMachineUrl(domain) && STAND_IN.callMachine) ||
        (url === audioProcessorUrl(domain) && STAND_IN.audioProcessor);
      if (!standIn) return response.writeHead(404, { 'cache-control': 'no-store' }).end();
      return response
        .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        .end(readFileSync(standIn));
    }
    if (isDailyHost(hostname) && pathname.startsWith(STAND_IN_PATHS.rooms)) {
      server.roomLookups.push(url);
      return response
        .writeHead(200, { ...CORS, 'content-type': 'application/json' })
        .end(JSON.stringify(ROOM_LOOKUP));
    }
    return response.writeHead(404).end();
  };

  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A browser that goes away mid-request is no failure of the server.
    socket.on('error', () => socket.destroy());
  };

  const signallingServer = new WebSocketServer({ noServer: true });
  const tls = createHttpsServer(
    makeCertificate(provider ? [provider.hostname] : []),
    (request, response) => {
      answer(request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    },
  );
  tls.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const host = request.headers.host ?? '';
    const url = new URL(request.url ?? '/', `wss://${host}`).href;
    const { hostname, pathname } = new URL(url);
    if (!isDailyHost(hostname) || !pathname.startsWith(STAND_IN_PATHS.signalling)) {
      socket.destroy();
      return;
    }
    signallingServer.handleUpgrade(request, socket, head, (socketEnd: WebSocket) => {
      const end: Signalling = {
        url,
        received: [],
        closed: false,
        send: (message: Signal) => socketEnd.send(JSON.stringify(message)),
        close: () => {
          end.closed = true;
          socketEnd.close();
        },
      };
      server.signalling.push(end);
      const network = server.signallingCut.follow(end);
      socketEnd.on('message', (data) => {
        const signal = JSON.parse(String(data)) as Signal;
        end.received.push(signal);
        network.onMessage(signal);
      });
      socketEnd.on('close', () => {
        end.closed = true;
      });
    });
  });

  const proxy = createHttpServer((_request, response) => {
    // Plain http through the proxy: nothing of Daily's or the provider's is plain http.
    response.writeHead(403).end();
  });
  proxy.on('connection', track);
  proxy.on('connect', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const [hostname = '', targetPort] = (request.url ?? '').split(':');
    const served = isDailyHost(hostname) || hostname === provider?.hostname;
    if (!served || targetPort !== '443') {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    tls.emit('connection', socket);
  });

  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen({ host: '127.0.0.1', port }, () => resolve());
  });
  const address = proxy.address();
  return {
    ...server,
    port: typeof address === 'object' && address ? address.port : port,
    async close() {
      for (const socketEnd of signallingServer.clients) socketEnd.terminate();
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise((resolve) => signallingServer.close(resolve)),
        new Promise((resolve) => proxy.close(resolve)),
      ]);
    },
  };
}
