/**
 * An answer sent before the client has finished sending (431 for headers too large, 413 for a body
 * too large, 400 for a request that does not parse) must reach the client. A socket destroyed while
 * data from the client is still arriving makes the kernel answer with a reset, and a client that
 * reads only once it has sent everything then loses the answer. Such a connection is ended after
 * the answer instead (FIN), and what still comes is read and thrown away; the socket is destroyed
 * once LINGER_BYTES more have come, once nothing has come for LINGER_IDLE_MS, or after
 * LINGER_MAX_MS in all, whichever comes first. The idle limit (not a fixed one) keeps a client
 * that is still sending steadily on a busy machine from being cut off mid-send.
 */
import type { Socket } from 'node:net';

const LINGER_BYTES = 4 * 1024 * 1024;
const LINGER_IDLE_MS = 3_000;
const LINGER_MAX_MS = 15_000;
const POLL_MS = 100;

const lingering = new WeakSet<Socket>();

export function closeAfterAnswer(socket: Socket): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  const limit = socket.bytesRead + LINGER_BYTES;
  const startedAt = Date.now();
  let lastRead = socket.bytesRead;
  let lastProgressAt = startedAt;
  const check = () => {
    const now = Date.now();
    if (socket.bytesRead > lastRead) {
      lastRead = socket.bytesRead;
      lastProgressAt = now;
    }
    if (socket.bytesRead > limit || now - lastProgressAt >= LINGER_IDLE_MS || now - startedAt >= LINGER_MAX_MS) {
      socket.destroy();
    }
  };
  // Read on: HTTP's parser may still be reading the socket itself (it then counts in bytesRead
  // alone), or not, and then these 'data' events take what comes.
  const poll = setInterval(check, POLL_MS);
  poll.unref();
  socket.on('data', check);
  socket.once('close', () => clearInterval(poll));
  socket.end();
  socket.resume();
}
