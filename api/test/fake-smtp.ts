/**
 * A minimal SMTP server for tests: accepts every message and keeps its envelope and data. It can
 * refuse the next messages with a temporary error (`failNext`), stall after a message's data
 * (`stallData`: it reads the whole message and never answers), and answer each message late.
 */
import { createServer, type Server, type Socket } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtpOptions {
  /** Each message is answered this long after its data ends. */
  delayMs?: number;
}

export interface FakeSmtp {
  url: string;
  /** Messages accepted (answered 250), in order. */
  received: ReceivedMail[];
  /** When each message's sender was given (MAIL FROM), accepted or not: one per attempt. */
  attempts: number[];
  /** Refuse this many more messages with a temporary error (451) at MAIL FROM. */
  failNext: number;
  /** Read messages but never answer their data: a mail server that hangs mid-send. */
  stallData: boolean;
  /** Messages read in full while stalling, never answered. */
  stalled: ReceivedMail[];
  /** Resolves when a message's data has been read in full while stalling. */
  nextStall(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  let stallWaiters: ((mail: ReceivedMail) => void)[] = [];
  const smtp: Omit<FakeSmtp, 'url' | 'close'> = {
    received: [],
    attempts: [],
    failNext: 0,
    stallData: false,
    stalled: [],
    nextStall: () => new Promise((resolve) => stallWaiters.push(resolve)),
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const done = mail;
            mail = { from: '', to: [], data: '' };
            if (smtp.stallData) {
              smtp.stalled.push(done);
              const waiters = stallWaiters;
              stallWaiters = [];
              for (const resolve of waiters) resolve(done);
              continue;
            }
            const accept = () => {
              smtp.received.push(done);
              reply('250 OK queued');
            };
            if (options.delayMs) setTimeout(accept, options.delayMs);
            else accept();
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake.smtp');
        else if (command === 'MAIL') {
          smtp.attempts.push(Date.now());
          if (smtp.failNext > 0) {
            smtp.failNext -= 1;
            reply('451 4.3.0 Try again later');
          } else {
            mail.from = line.slice(10).trim();
            reply('250 OK');
          }
        } else if (command === 'RCPT') {
          mail.to.push(line.slice(8).trim());
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(smtp, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
