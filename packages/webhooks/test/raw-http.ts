import { connect } from 'node:net';

/** What came back on a raw connection. */
export interface RawExchange {
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** The status of the first response line, if any. */
  status: number | undefined;
  /** How the connection ended. */
  ending: 'closed' | 'reset' | 'timeout';
}

/**
 * Sends raw bytes over a fresh TCP connection and collects the answer until the server closes
 * the connection or `waitMs` passes. `chunks` are written `gapMs` apart, to play a slow client.
 */
export function rawExchange(
  port: number,
  chunks: readonly (string | Uint8Array)[],
  { gapMs = 0, waitMs = 2000 }: { gapMs?: number; waitMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let ending: RawExchange['ending'] = 'closed';
    const timers: NodeJS.Timeout[] = [];
    const finish = () => {
      for (const timer of timers) clearTimeout(timer);
      const text = Buffer.concat(received).toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ text, status: match?.[1] === undefined ? undefined : Number(match[1]), ending });
    };
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {
      ending = 'reset';
    });
    socket.on('close', finish);
    socket.on('connect', () => {
      chunks.forEach((chunk, index) => {
        timers.push(
          setTimeout(() => {
            if (!socket.destroyed) socket.write(chunk);
          }, gapMs * index),
        );
      });
    });
    const deadline = setTimeout(() => {
      ending = 'timeout';
      socket.destroy();
    }, waitMs);
    timers.push(deadline);
  });
}

/** A complete HTTP/1.1 POST request to `127.0.0.1:<port>` with a JSON content type, as raw text. */
export function rawPost(
  port: number,
  path: string,
  body: string | Uint8Array,
  contentType = 'application/json',
): Uint8Array {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes.byteLength}\r\nConnection: close\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), bytes]);
}
