import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type TLSSocket, connect as tlsConnect } from 'node:tls';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type DailyServer, startDailyServer } from './daily-server';
import { audioProcessorUrl, callMachineUrl, ROOM, STAND_IN_PATHS } from './routes';

const PROVIDER = 'https://api.provider.example';
/**
 * How long a poll waits for a real socket's message or close, which takes milliseconds on an idle
 * machine: a bound for one busy with the rest of `npm test`, not vitest's default second.
 */
const SOCKET_MS = 10_000;

/** A TLS connection to `host` through the server's proxy, as a browser opens one (CONNECT). */
function tunnel(server: DailyServer, host: string): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const connect = httpRequest({
      host: '127.0.0.1',
      port: server.port,
      method: 'CONNECT',
      path: `${host}:443`,
    });
    connect.once('connect', (response, socket) => {
      if (response.statusCode !== 200) {
        socket.destroy();
        reject(new Error(`CONNECT ${host}: ${response.statusCode}`));
        return;
      }
      // The server's certificate is its own making: the browser is told to accept it, as here.
      resolve(tlsConnect({ socket, servername: host, rejectUnauthorized: false }));
    });
    connect.once('error', reject);
    connect.end();
  });
}

/** A request through the proxy: its status, headers and body. */
async function send(
  server: DailyServer,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { hostname, pathname } = new URL(url);
  const socket = await tunnel(server, hostname);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const outgoing = httpsRequest(
        {
          host: hostname,
          port: 443,
          path: pathname,
          method,
          headers,
          createConnection: () => socket,
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      outgoing.once('error', reject);
      outgoing.end(body);
    },
  );
}

let server: DailyServer;

beforeEach(async () => {
  server = await startDailyServer({ providerApiUrl: PROVIDER });
});

afterEach(async () => {
  await server.close();
});

describe('startDailyServer', () => {
  it('serves the call machine and audio processor stand-ins where daily-js asks for them', async () => {
    const bundle = await send(server, callMachineUrl('daily.co'), {
      headers: { 'sec-fetch-dest': 'script' },
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/javascript');
    expect(bundle.body).toContain("const WHAT = 'iframe-call-message';");
    const processor = await send(server, audioProcessorUrl('dailywebrtc.com'));
    expect(processor.status).toBe(200);
    expect((await send(server, 'https://c.daily.co/other.js')).status).toBe(404);
    expect(server.cdn).toEqual([
      { url: callMachineUrl('daily.co'), resourceType: 'script' },
      { url: audioProcessorUrl('dailywebrtc.com'), resourceType: '' },
      { url: 'https://c.daily.co/other.js', resourceType: '' },
    ]);
  });

  it("answers the provider's web call with the room, across origins, and records it", async () => {
    const preflight = await send(server, `${PROVIDER}/call/web`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const created = await send(server, `${PROVIDER}/call/web`, {
      method: 'POST',
      headers: { authorization: 'Bearer key', 'content-type': 'application/json' },
      body: JSON.stringify({ assistantId: 'a' }),
    });
    expect(created.status).toBe(201);
    expect(JSON.parse(created.body)).toEqual({ id: 'call-1', webCallUrl: ROOM.url });
    expect(server.webCalls).toEqual([{ authorization: 'Bearer key', body: { assistantId: 'a' } }]);
  });

  it("answers the stand-in's room lookup on any of Daily's hosts", async () => {
    const url = `https://example-org.dailywebrtc.net${STAND_IN_PATHS.rooms}${ROOM.name}`;
    const lookup = await send(server, url);
    expect(JSON.parse(lookup.body)).toEqual({ name: ROOM.name });
    expect(server.roomLookups).toEqual([url]);
  });

  it("hands the test the far end of the stand-in's signalling", async () => {
    const host = 'example-org.daily.co';
    const socket = await tunnel(server, host);
    const url = `wss://${host}${STAND_IN_PATHS.signalling}${ROOM.name}`;
    const client = new WebSocket(url, { createConnection: () => socket });
    const heard = new Promise<unknown>((resolve) => {
      client.once('message', (data) => resolve(JSON.parse(String(data))));
    });
    await new Promise((resolve) => client.once('open', resolve));
    client.send(JSON.stringify({ type: 'join', room: ROOM.name }));
    await expect
      .poll(() => server.signalling[0]?.received, { timeout: SOCKET_MS })
      .toEqual([{ type: 'join', room: ROOM.name }]);
    expect(server.signalling[0]?.url).toBe(url);
    server.signalling[0]?.send({ type: 'joined' });
    expect(await heard).toEqual({ type: 'joined' });
    client.close();
    await expect.poll(() => server.signalling[0]?.closed, { timeout: SOCKET_MS }).toBe(true);
  });

  it("refuses to tunnel to any other host, or to another port of Daily's", async () => {
    await expect(tunnel(server, 'firefox.settings.services.mozilla.com')).rejects.toThrow(
      'CONNECT firefox.settings.services.mozilla.com: 403',
    );
    await expect(tunnel(server, 'example-org.daily.co:8443')).rejects.toThrow('403');
  });
});
