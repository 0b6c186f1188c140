/**
 * Slow clients cannot hold the API: on a listening server, raw sockets that drip or stall their
 * headers or body, idle on keep-alive, stop reading, or pile up, are cut off. The bounds are set small
 * here; every wait has its own deadline, so a missing bound fails a test instead of hanging it.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startTestApi, STARTUP_TIMEOUT, until, type TestApi } from './helper';

/** Far beyond every bound set here, far below Node's and Fastify's own (60 s to 300 s, or none). */
const DEADLINE = 8_000;
/** For a wait that a busy machine stretches (answers that must first fill the socket buffers). */
const BUSY_DEADLINE = 40_000;
jest.setTimeout(DEADLINE * 2);

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

interface Client {
  socket: Socket;
  /** Resolves with what the server sent once it has closed the connection; rejects after `ms`. */
  closed(ms?: number): Promise<string>;
}

const clients: Client[] = [];

async function open(port: number): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const client: Client = {
    socket,
    closed: (ms = DEADLINE) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms; received: ${received}`)), ms);
        void closed.then(() => {
          clearTimeout(timer);
          resolve(received);
        });
      }),
  };
  clients.push(client);
  return client;
}

/** Writes `text` one byte every `everyMs` until the socket closes (or the test ends). */
function drip(socket: Socket, text: string, everyMs = 50): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) clearInterval(timer);
    else socket.write(text[at++ % text.length] as string);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

async function connections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** The status line of a one-off GET on its own connection. */
async function get(port: number, url: string): Promise<string> {
  const client = await open(port);
  client.socket.write(`GET ${url} HTTP/1.1\r\nHost: api.test\r\nConnection: close\r\n\r\n`);
  return (await client.closed()).split('\r\n')[0] as string;
}

const contactHeaders = (length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.destroy();
});

describe('a client that sends slowly or stalls', () => {
  let api: TestApi;
  let port: number;

  beforeAll(async () => {
    api = await startTestApi({ headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300 });
    port = await listen(api.app);
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await api?.close();
  }, STARTUP_TIMEOUT);

  it('is answered 408 and cut off when its headers drip in past the headers timeout', async () => {
    const client = await open(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: api.test\r\n');
    drip(client.socket, 'X-Slow: a\r\n');
    expect(await client.closed()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is answered 408 and cut off when its body drips in past the request timeout', async () => {
    const client = await open(port);
    client.socket.write(contactHeaders(5_000));
    drip(client.socket, '{"firstName":"Kamau"');
    const answer = await client.closed();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: expect.any(String) });
  });

  it('is cut off when its body stops coming', async () => {
    const client = await open(port);
    client.socket.write(`${contactHeaders(500)}{"firstName":`);
    expect(await client.closed()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is cut off when it sends nothing at all', async () => {
    const client = await open(port);
    await client.closed();
  });

  it('is answered, and its idle keep-alive connection closed after the keep-alive timeout', async () => {
    const client = await open(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: api.test\r\n\r\n');
    expect(await client.closed()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('many connections, and one that stops reading', () => {
  let api: TestApi;
  let port: number;

  beforeAll(async () => {
    // Long request bounds, so that only the cap and the socket timeout can close these connections.
    api = await startTestApi({
      headersTimeoutMs: 60_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 60_000,
      socketTimeoutMs: 500,
      maxConnections: 3,
    });
    port = await listen(api.app);
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await api?.close();
  }, STARTUP_TIMEOUT);

  it('refuses connections beyond the cap, and serves again once one closes', async () => {
    // Each keeps its connection busy (a header line a byte at a time), so no timeout closes it.
    const busy = async () => {
      const client = await open(port);
      client.socket.write('GET /api/health HTTP/1.1\r\n');
      drip(client.socket, 'X-Slow: a\r\n');
      return client;
    };
    const held = await Promise.all([busy(), busy(), busy()]);
    await until('three connections held', async () => (await connections(api.app)) === 3, DEADLINE);

    const refused = await busy();
    expect(await refused.closed()).toBe('');
    expect(held.every((client) => !client.socket.destroyed)).toBe(true);

    held[0]?.socket.destroy();
    await until('one connection freed', async () => (await connections(api.app)) === 2, DEADLINE);
    expect(await get(port, '/api/health')).toBe('HTTP/1.1 200 OK');
  });

  it(
    'closes a connection that stops reading its answers, after the socket timeout',
    async () => {
      const client = await open(port);
      client.socket.pause();
      // Far more answer than the socket buffers hold (each listing about 100 KB), never read.
      const request = 'GET /api/properties?limit=500 HTTP/1.1\r\nHost: api.test\r\n\r\n';
      client.socket.write(request.repeat(200));
      // The answers fill the buffers first, which takes a busy machine a while: the bound is the
      // socket timeout after that, and Fastify's own default is none at all.
      await until('the connection accepted', async () => (await connections(api.app)) === 1, DEADLINE);
      await until('the stalled connection closed', async () => (await connections(api.app)) === 0, BUSY_DEADLINE);
    },
    BUSY_DEADLINE * 2,
  );
});

describe('a client still sending when it is refused', () => {
  let api: TestApi;
  let port: number;

  beforeAll(async () => {
    api = await startTestApi();
    port = await listen(api.app);
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await api?.close();
  }, STARTUP_TIMEOUT);

  /**
   * Sends `request` in pieces as fast as the socket takes them and reads nothing until it has sent
   * it all (as many HTTP clients do); resolves with the status line it then reads, or what failed.
   */
  function sendAllThenRead(request: Buffer): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.pause();
      let received = '';
      let failure = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('error', (error: NodeJS.ErrnoException) => (failure ||= error.code ?? error.message));
      socket.once('close', () => resolve(received ? (received.split('\r\n')[0] as string) : `no answer (${failure})`));
      socket.once('connect', async () => {
        for (let at = 0; at < request.length && !socket.destroyed; at += 4_096) {
          if (!socket.write(request.subarray(at, at + 4_096))) {
            await new Promise((resume) => {
              socket.once('drain', resume);
              socket.once('close', resume);
            });
          }
          // As a network delivers it: a piece at a time, not all in one go.
          await new Promise((resume) => setImmediate(resume));
        }
        // Reads a moment after sending, as a client busy with its own work does.
        await new Promise((resume) => setTimeout(resume, 100));
        socket.resume();
      });
    });
  }

  it('answers 431 to a 100 KB header, every time, instead of resetting the connection', async () => {
    const request = Buffer.from(`GET /api/health HTTP/1.1\r\nHost: api.test\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await sendAllThenRead(request));
    expect(answers).toEqual(Array(10).fill('HTTP/1.1 431 Request Header Fields Too Large'));
  });

  it('answers 413 to a 2 MB body, every time, instead of resetting the connection', async () => {
    const body = Buffer.alloc(2_000_000, 'a');
    const request = Buffer.concat([Buffer.from(contactHeaders(body.length)), body]);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await sendAllThenRead(request));
    expect(answers).toEqual(Array(10).fill('HTTP/1.1 413 Payload Too Large'));
  });
});
