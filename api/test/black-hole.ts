/**
 * Stalled dependencies for tests, on loopback: a server that accepts connections and never answers
 * (a hung mail server or database), and a TCP proxy to a real server that can be made to stop
 * answering while its connections stay open (a database that stalls under a running API).
 */
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface BlackHole {
  port: number;
  /** Connections it has accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

async function listen(server: Server, sockets: Set<Socket>): Promise<{ port: number; close(): Promise<void> }> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function startBlackHole(): Promise<BlackHole> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  // Reads what the client sends (so the client's writes succeed) and says nothing.
  const server = createServer((socket) => {
    accepted += 1;
    socket.resume();
  });
  const { port, close } = await listen(server, sockets);
  return { port, accepted: () => accepted, close };
}

export interface StallingProxy {
  port: number;
  /** From now on nothing passes either way, and new connections are accepted and never answered. */
  stall(): void;
  /** Back to forwarding; connections that stalled stay dead (their bytes were dropped). */
  resume(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const server = createServer((client) => {
    if (stalled) {
      client.resume();
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    // Bytes are dropped, not queued, while stalled: a stalled server never answers late.
    client.on('data', (chunk) => {
      if (!stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!stalled) client.write(chunk);
    });
  });
  const { port, close } = await listen(server, sockets);
  return {
    port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
    },
    close,
  };
}
