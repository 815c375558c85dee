import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseHeadersFile, startStaticServer } from './static-server.mjs';

/** Writes `files` (path relative to the new directory → content) into a fresh temporary dir. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Sends a raw request (the path is not normalised, unlike fetch) and collects the reply. */
function send(url, path, { method = 'GET', headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('parseHeadersFile', () => {
  it('groups indented headers under the path above them and skips comments and blank lines', () => {
    const rules = parseHeadersFile(
      '# comment\n/*\n  X-Frame-Options: DENY\n\n/assets/*.js\n  A: b:c\n',
    );
    assert.deepEqual(
      rules.map(({ headers }) => headers),
      [{ 'X-Frame-Options': 'DENY' }, { A: 'b:c' }],
    );
    assert.ok(rules[0].pattern.test('/any/path'));
    assert.ok(rules[1].pattern.test('/assets/app-1.js'));
    // `*` is the only wildcard: a dot is a dot, and the whole path must match.
    assert.ok(!rules[1].pattern.test('/assets/app-1xjs'));
    assert.ok(!rules[1].pattern.test('/x/assets/app-1.js'));
  });
});

describe('startStaticServer with a 404 page and _headers (a built site)', () => {
  let root;
  let server;
  before(async () => {
    root = tree({
      'index.html': '<h1>Home</h1>',
      'calculator/index.html': '<h1>Calculator</h1>',
      '404.html': '<h1>Lost</h1>',
      'assets/app-1234.js': 'console.log(1);'.repeat(50),
      'fonts/a.woff2': 'woff2',
      _headers: '/*\n  X-Frame-Options: DENY\n/calculator\n  X-Page: calculator\n',
      _redirects: '/old /new 301\n',
      '.vite/manifest.json': '{"index.html":{}}',
      '.env': 'SECRET=1',
      '.well-known/security.txt': 'Contact: mailto:security@example.com',
    });
    server = await startStaticServer({ root });
  });
  after(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 at a port the system picked, with no trailing slash', () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it('serves a directory as its index.html, with the _headers rules that match its path', async () => {
    const reply = await send(server.url, '/calculator');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.toString(), '<h1>Calculator</h1>');
    assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(reply.headers['x-frame-options'], 'DENY');
    assert.equal(reply.headers['x-page'], 'calculator');
    assert.equal(reply.headers['cache-control'], 'no-cache');
    assert.equal((await send(server.url, '/')).headers['x-page'], undefined);
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const reply = await send(server.url, '/nowhere');
    assert.equal(reply.status, 404);
    assert.equal(reply.body.toString(), '<h1>Lost</h1>');
    assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(reply.headers['x-frame-options'], 'DENY');
  });

  it('caches hashed assets for a year and compresses text the client accepts', async () => {
    const reply = await send(server.url, '/assets/app-1234.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(reply.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(reply.body).toString(), 'console.log(1);'.repeat(50));
  });

  it('compresses a file once, with brotli where accepted, and again once the file changed', async () => {
    const asked = { headers: { 'accept-encoding': 'gzip, br' } };
    const first = await send(server.url, '/index.html', asked);
    const again = await send(server.url, '/index.html', asked);
    assert.equal(first.headers['content-encoding'], 'br');
    assert.equal(first.headers['content-length'], String(first.body.length));
    assert.equal(brotliDecompressSync(first.body).toString(), '<h1>Home</h1>');
    assert.deepEqual(again.body, first.body);
    // Another size (and time): the kept body is stale.
    writeFileSync(join(root, 'index.html'), '<h1>Home, rebuilt</h1>');
    const rebuilt = await send(server.url, '/index.html', asked);
    assert.equal(brotliDecompressSync(rebuilt.body).toString(), '<h1>Home, rebuilt</h1>');
    writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  });

  it('compresses every text file before it listens: a request reads the kept body', async () => {
    // The file is rewritten after the start with the same size and time, which the server takes
    // for unchanged: what comes back is what it compressed before listening, not what is there.
    const dir = tree({ 'index.html': '<h1>Before</h1>', 'assets/app-1.js': 'let before;' });
    const time = new Date('2026-01-01T00:00:00Z');
    for (const file of ['index.html', 'assets/app-1.js']) utimesSync(join(dir, file), time, time);
    const early = await startStaticServer({ root: dir });
    try {
      writeFileSync(join(dir, 'index.html'), '<h1>After!</h1>');
      writeFileSync(join(dir, 'assets/app-1.js'), 'let after!;');
      for (const file of ['index.html', 'assets/app-1.js']) utimesSync(join(dir, file), time, time);
      const page = await send(early.url, '/', { headers: { 'accept-encoding': 'br' } });
      const script = await send(early.url, '/assets/app-1.js', {
        headers: { 'accept-encoding': 'gzip' },
      });
      assert.equal(brotliDecompressSync(page.body).toString(), '<h1>Before</h1>');
      assert.equal(gunzipSync(script.body).toString(), 'let before;');
      // Not compressed, so read at the request: the file as it is now.
      const plain = await send(early.url, '/');
      assert.equal(plain.body.toString(), '<h1>After!</h1>');
    } finally {
      await early.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves a large file and requests for it at once with one body, which decodes to the file', async () => {
    // Over 512 kB: compressed at a lower brotli quality, still a valid brotli body.
    const large = Array.from({ length: 40_000 }, (_, line) => `export const v${line} = ${line};`);
    writeFileSync(join(root, 'assets/large-1234.js'), large.join('\n'));
    const asked = { headers: { 'accept-encoding': 'br' } };
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(server.url, '/assets/large-1234.js', asked)),
    );
    for (const answer of answers) {
      assert.equal(answer.headers['content-encoding'], 'br');
      assert.deepEqual(answer.body, answers[0]?.body);
    }
    assert.equal(brotliDecompressSync(answers[0].body).toString(), large.join('\n'));
    assert.ok(large.join('\n').length > 512 * 1024);
  });

  it('names font types and does not compress them', async () => {
    const reply = await send(server.url, '/fonts/a.woff2', {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(reply.headers['content-type'], 'font/woff2');
    assert.equal(reply.headers['content-encoding'], undefined);
    assert.equal(reply.body.toString(), 'woff2');
  });

  it('reaches nothing outside root, even through encoded dots', async () => {
    for (const path of ['/../package.json', '/..%2f..%2fetc%2fpasswd', '/%E0%A4%A']) {
      const reply = await send(server.url, path);
      assert.equal(reply.status, 404, path);
      assert.equal(reply.body.toString(), '<h1>Lost</h1>', path);
    }
  });

  it('never serves the host configuration files or dot-files, however the path is spelled', async () => {
    for (const path of [
      '/_headers',
      '/_redirects',
      '/%5Fheaders',
      '/calculator/../_headers',
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/.vite/',
      '/.env',
    ]) {
      const reply = await send(server.url, path);
      assert.equal(reply.status, 404, path);
      assert.equal(reply.body.toString(), '<h1>Lost</h1>', path);
      assert.equal(reply.headers['x-frame-options'], 'DENY', path);
    }
    const wellKnown = await send(server.url, '/.well-known/security.txt');
    assert.equal(wellKnown.status, 200);
    assert.equal(wellKnown.body.toString(), 'Contact: mailto:security@example.com');
  });

  it('answers a target no URL parser takes with 400, not an error page', async () => {
    const { hostname, port } = new URL(server.url);
    for (const target of ['//[', 'http://[/x', '//%/']) {
      const socket = connect(Number(port), hostname);
      await once(socket, 'connect');
      socket.end(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
      );
      const chunks = [];
      for await (const chunk of socket) chunks.push(chunk);
      const reply = Buffer.concat(chunks).toString();
      assert.match(reply, /^HTTP\/1\.1 400 /, target);
      assert.doesNotMatch(reply, /TypeError|Invalid URL|\n\s+at /, target);
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await send(server.url, '/', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    const post = await send(server.url, '/', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });
});

describe('startStaticServer without a 404 page (a Storybook build)', () => {
  let root;
  let server;
  before(async () => {
    root = tree({ 'iframe.html': '<p>story</p>', 'index.json': '{}' });
    server = await startStaticServer({ root });
  });
  after(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the files that exist', async () => {
    const reply = await send(server.url, '/iframe.html');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.toString(), '<p>story</p>');
    assert.equal(
      (await send(server.url, '/index.json')).headers['content-type'],
      'application/json',
    );
  });

  it('answers an unknown path with a plain-text 404', async () => {
    const reply = await send(server.url, '/missing.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(reply.status, 404);
    assert.equal(reply.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(reply.headers['content-encoding'], undefined);
    assert.equal(reply.body.toString(), 'Not found');
    const head = await send(server.url, '/missing.js', { method: 'HEAD' });
    assert.equal(head.status, 404);
    assert.equal(head.body.length, 0);
  });
});

describe('startStaticServer close()', () => {
  it('resolves while a client is still half-way through sending a request', async () => {
    const root = tree({ 'index.html': 'home' });
    const server = await startStaticServer({ root });
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {}); // the server dropping it is the point
    try {
      await once(socket, 'connect');
      // Headers without their closing blank line: not idle, so only closing every connection ends it.
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closed = await Promise.race([
        server.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 2000).unref()),
      ]);
      assert.equal(closed, 'closed');
    } finally {
      socket.destroy();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
