#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
// Serves one example (`plain` or `react`) on http://127.0.0.1:5190 and passes /provider/* on to
// the mock provider `npm start` runs. The mock answers browsers only from the site's dev server
// (its CORS list), so the page calls this server, and the request leaves here as a server-side
// one: no Origin, and the mock's own Host. The example is bundled by esbuild from the package's
// sources (examples/tsconfig.json maps @org/voice-client to them) on every page load.
import { createServer, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { context } from 'esbuild';

const examples = { plain: 'plain/main.ts', react: 'react/main.tsx' };
const name = process.argv[2] ?? '';
if (!Object.hasOwn(examples, name)) {
  process.stderr.write('usage: pnpm --filter @org/voice-client example plain|react\n');
  process.exit(2);
}

/** A port from the environment, or its default; the same variables as the repository's ports. */
function port(variable, fallback) {
  const raw = process.env[variable];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    process.stderr.write(`${variable} must be a port number (1-65535), not "${raw}".\n`);
    process.exit(1);
  }
  return value;
}

const examplePort = port('ORG_EXAMPLE_PORT', 5190);
const providerPort = port('ORG_PROVIDER_PORT', 8788);
const exampleDir = new URL(`${name}/`, import.meta.url);

const bundler = await context({
  entryPoints: [fileURLToPath(new URL(examples[name], import.meta.url))],
  tsconfig: fileURLToPath(new URL('tsconfig.json', import.meta.url)),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  outfile: 'main.js',
  sourcemap: 'inline',
  define: { 'process.env.NODE_ENV': '"development"' },
  logLevel: 'warning',
});

/** Passes a request on to the mock provider, as a server-side client would send it. */
function proxy(request, response) {
  const headers = { ...request.headers, host: `127.0.0.1:${providerPort}` };
  delete headers.origin;
  delete headers.referer;
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: providerPort,
      method: request.method,
      path: request.url.slice('/provider'.length) || '/',
      headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(
      `No mock provider on 127.0.0.1:${providerPort}: run \`npm start\` (ORG_PROVIDER_PORT moves it).`,
    );
  });
  request.pipe(upstream);
}

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://example.invalid').pathname;
  if (path === '/provider' || path.startsWith('/provider/')) {
    proxy(request, response);
    return;
  }
  if (path === '/' || path === '/index.html') {
    const page = await readFile(new URL('index.html', exampleDir));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    return;
  }
  if (path === '/main.js') {
    try {
      const { outputFiles } = await bundler.rebuild();
      const script = outputFiles?.[0]?.contents ?? new Uint8Array();
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } catch (error) {
      // esbuild has printed the errors; the page gets the gist.
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
    return;
  }
  if (path === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
});

server.on('error', (error) => {
  const taken = error.code === 'EADDRINUSE';
  process.stderr.write(
    taken
      ? `Port ${examplePort} is in use; set ORG_EXAMPLE_PORT to use another.\n`
      : `${error.message}\n`,
  );
  process.exit(1);
});
server.listen(examplePort, '127.0.0.1', () => {
  process.stdout.write(
    `The ${name} example: http://127.0.0.1:${examplePort}/ (mock provider: 127.0.0.1:${providerPort})\n`,
  );
});

async function stop() {
  server.close();
  await bundler.dispose();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
