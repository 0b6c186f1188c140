/**
 * An answer sent before the client has finished sending (431 for headers too large, 413 for a body
 * too large, 400 for a request that does not parse) must reach the client. A socket destroyed while
 * data from the client is still arriving makes the kernel answer with a reset, and a client that
 * reads only once it has sent everything then loses the answer. Such a connection is ended after
 * the answer instead (FIN), and what still comes is read and thrown away, up to LINGER_BYTES or
 * for LINGER_MS, whichever comes first; then the socket is destroyed.
 */
import type { Socket } from 'node:net';

export const LINGER_BYTES = 4 * 1024 * 1024;
export const LINGER_MS = 3_000;

const lingering = new WeakSet<Socket>();

export function closeAfterAnswer(socket: Socket): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  const limit = socket.bytesRead + LINGER_BYTES;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  const check = () => {
    if (socket.bytesRead > limit) socket.destroy();
  };
  // Read on: HTTP's parser may still be reading the socket itself (it then counts in bytesRead
  // alone), or not, and then these 'data' events take what comes.
  const poll = setInterval(check, 100);
  poll.unref();
  socket.on('data', check);
  socket.once('close', () => {
    clearTimeout(timer);
    clearInterval(poll);
  });
  socket.end();
  socket.resume();
}
