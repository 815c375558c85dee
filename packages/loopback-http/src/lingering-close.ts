import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Longest wait for the client's next bytes while lingering (nginx's `lingering_timeout`). A client
 * silent this long has stopped sending, and has had the answer for at least as long, so a close
 * now no longer races its read. Long enough for a client descheduled on a loaded machine.
 */
export const lingerIdleMs = 1000;

/**
 * Longest a refused connection lingers in all, however steadily the client sends (nginx's
 * `lingering_time`). A loopback client uploads 10 MB in well under a second even with every core
 * busy; five seconds leave room for much larger bodies and still free the connection of a client
 * that never stops. The server's `requestTimeout` (see `loopbackServerOptions`) bounds it too.
 */
export const lingerTotalMs = 5000;

/** The bounds of a lingering close; {@link closeLingering} defaults to {@link lingerBounds}. */
export interface LingerBounds {
  /** Longest wait for the client's next bytes. */
  readonly idleMs: number;
  /** Longest the connection lingers in all. */
  readonly totalMs: number;
}

/** {@link lingerIdleMs} and {@link lingerTotalMs}. */
export const lingerBounds: LingerBounds = { idleMs: lingerIdleMs, totalMs: lingerTotalMs };

/**
 * Makes the connection of a request refused before its body was read close the way nginx's
 * lingering close does, so that a client still uploading reads the answer instead of a reset.
 * Call it before the refusal's head is written: it adds `Connection: close` to the answer, and
 * once the answer is written ends the write side only. What the client still sends is read and
 * dropped (Node's server discards the unread rest of an answered request), and the socket is
 * destroyed when the client has finished sending, after `bounds.idleMs` without a byte from it,
 * or after `bounds.totalMs` in all, whichever comes first. A request already read to its end has
 * nothing more to send: its connection closes at once.
 *
 * Closing straight away is what fails: the kernel answers bytes that arrive on a closed socket
 * with a reset, and a client still writing its body then gets EPIPE or ECONNRESET, often before
 * it has read the answer waiting in its buffer.
 *
 * @example
 * ```ts
 * closeLingering(request, response);
 * response.writeHead(413).end('The body is too large.');
 * ```
 */
export function closeLingering(
  request: IncomingMessage,
  response: ServerResponse,
  bounds: LingerBounds = lingerBounds,
): void {
  if (response.headersSent) return;
  response.setHeader('connection', 'close');
  const { socket } = request;
  const closeAtOnce = socket.destroySoon.bind(socket);
  // Node's server ends a `Connection: close` answer with `socket.destroySoon()` once the answer is
  // written: end the write side, then destroy the socket, unread upload or not. On this one
  // socket, the destroy waits for the client instead.
  socket.destroySoon = () => {
    if (request.complete) closeAtOnce();
    else lingerThenDestroy(request, socket, bounds);
  };
}

function lingerThenDestroy(request: IncomingMessage, socket: Socket, bounds: LingerBounds): void {
  // The answer is followed by a FIN; the client may go on sending, and the server reading.
  socket.end();
  const destroy = () => socket.destroy();
  if (socket.readableEnded) {
    destroy();
    return;
  }
  const totalBound = setTimeout(destroy, bounds.totalMs);
  // The socket's timeout restarts on every read, Node's HTTP parser's reads included (they emit
  // no 'data'). Set through the request, it is this function's call: Node's own listener leaves a
  // socket whose request handles its timeout alone.
  request.setTimeout(bounds.idleMs, () => {
    // After the event loop stalled (a loaded machine), the timer runs before the loop reads what
    // arrived meanwhile. The reads come first in the loop's next turn, then this check.
    const readBefore = socket.bytesRead;
    setImmediate(() => {
      if (socket.bytesRead === readBefore) destroy();
    });
  });
  // The client's FIN: it has sent all it will, and its bytes were all read.
  socket.once('end', destroy);
  socket.once('close', () => clearTimeout(totalBound));
}
