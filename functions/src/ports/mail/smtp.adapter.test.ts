import { createServer, type Server, type Socket } from 'node:net';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { freePort } from '../../../../emulators/auth-emulator.mjs';
import { SmtpMailer } from './smtp.ts';
import { ConnectionPool, type PoolLimits } from './smtp-pool.ts';

/**
 * A small SMTP server that records each connection's messages; `refuse` answers RCPT for that
 * address with 550; with `auth` it offers AUTH PLAIN and records the credentials each connection gave.
 */
class SmtpServer {
  readonly connections: { socket: Socket; messages: string[]; quit: boolean; signedInAs?: string }[] = [];
  open = 0;
  mostOpen = 0;
  private server: Server | undefined;
  port = 0;

  async start(refuse = '', auth = false): Promise<this> {
    this.server = createServer((socket) => {
      const connection: (typeof this.connections)[number] = { socket, messages: [], quit: false };
      this.connections.push(connection);
      this.open += 1;
      this.mostOpen = Math.max(this.mostOpen, this.open);
      socket.on('close', () => {
        this.open -= 1;
      });
      socket.on('error', () => undefined);
      socket.write('220 test\r\n');
      let buffered = '';
      let data = false;
      socket.on('data', (chunk) => {
        buffered += chunk.toString('utf8');
        for (;;) {
          if (data) {
            const end = buffered.indexOf('\r\n.\r\n');
            if (end < 0) return;
            connection.messages.push(buffered.slice(0, end));
            buffered = buffered.slice(end + 5);
            data = false;
            socket.write('250 queued\r\n');
            continue;
          }
          const end = buffered.indexOf('\r\n');
          if (end < 0) return;
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO') socket.write(`250-test\r\n${auth ? '250-AUTH PLAIN\r\n' : ''}250 8BITMIME\r\n`);
          else if (command === 'AUTH') {
            connection.signedInAs = Buffer.from(line.split(' ')[2] ?? '', 'base64')
              .toString()
              .split('\0')
              .slice(1)
              .join(':');
            socket.write('235 accepted\r\n');
          } else if (command === 'RCPT' && refuse && line.includes(refuse)) socket.write('550 no such user\r\n');
          else if (command === 'DATA') {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (command === 'QUIT') {
            connection.quit = true;
            socket.end('221 bye\r\n');
          } else socket.write('250 ok\r\n');
        }
      });
    });
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const { socket } of this.connections) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** Opens connections to `port` as the adapter does; `ended` settles as each one's end reaches the pool. */
function opener(port: number) {
  const ended: Promise<void>[] = [];
  const open = () =>
    new Promise<SMTPConnection>((resolve, reject) => {
      const connection = new SMTPConnection({ host: '127.0.0.1', port, connectionTimeout: 2_000 });
      ended.push(new Promise((end) => connection.once('end', end)));
      connection.once('error', reject);
      connection.connect(() => {
        connection.off('error', reject);
        resolve(connection);
      });
    });
  return Object.assign(open, { ended });
}

const LIMITS: PoolLimits = { connections: 3, messagesPerConnection: 100, idleMs: 10_000 };
const envelope = (to: string) => ({ from: 'hello@storysong.test', to: [to] });
const message = (n: number) => Buffer.from(`Subject: ${n}\r\n\r\nMessage ${n}\r\n`);

describe('the SMTP connection pool', () => {
  let server: SmtpServer;
  afterEach(() => server?.stop());

  it('sends a burst over no more connections than its limit, each message once', async () => {
    server = await new SmtpServer().start();
    const pool = new ConnectionPool(opener(server.port), LIMITS);
    await Promise.all(Array.from({ length: 20 }, (_, n) => pool.send(envelope(`r${n}@example.com`), message(n))));
    expect(server.mostOpen).toBeLessThanOrEqual(3);
    const sent = server.connections.flatMap((c) => c.messages.map((m) => /Message (\d+)/.exec(m)?.[1]));
    expect(sent.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('closes a connection once it has carried its messages, and one left idle', async () => {
    server = await new SmtpServer().start();
    const pool = new ConnectionPool(opener(server.port), { connections: 1, messagesPerConnection: 3, idleMs: 100 });
    await Promise.all(Array.from({ length: 7 }, (_, n) => pool.send(envelope('a@example.com'), message(n))));
    expect(server.connections.map((c) => c.messages.length)).toEqual([3, 3, 1]);
    await expect.poll(() => server.connections.every((c) => c.quit) && server.open === 0).toBe(true);
  });

  it('sends on a new connection when the server hung up an idle one', async () => {
    server = await new SmtpServer().start();
    const open = opener(server.port);
    const pool = new ConnectionPool(open, LIMITS);
    await pool.send(envelope('a@example.com'), message(1));
    server.connections[0]?.socket.end('421 closing\r\n');
    await open.ended[0];
    await pool.send(envelope('a@example.com'), message(2));
    expect(server.connections.map((c) => c.messages.length)).toEqual([1, 1]);
  });

  it('rejects a message the server refuses, and sends the next', async () => {
    server = await new SmtpServer().start('refused@');
    const pool = new ConnectionPool(opener(server.port), LIMITS);
    await expect(pool.send(envelope('refused@example.com'), message(1))).rejects.toThrow();
    await pool.send(envelope('fine@example.com'), message(2));
    expect(server.connections.flatMap((c) => c.messages)).toHaveLength(1);
  });

  it('rejects every waiting message when no server answers, rather than keep any waiting', async () => {
    const pool = new ConnectionPool(opener(await freePort()), { ...LIMITS, connections: 2 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, n) => pool.send(envelope('a@example.com'), message(n))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('rejected'));
  });
});

describe('the SMTP adapter against a server that asks for a sign-in', () => {
  let server: SmtpServer;
  afterEach(() => server?.stop());

  it.each([{ pooled: false }, { pooled: true }])('signs in before it sends, %o', async (options) => {
    server = await new SmtpServer().start('', true);
    const settings = {
      host: '127.0.0.1',
      port: server.port,
      secure: false,
      user: 'relay',
      password: 's3cret',
      from: 'Storysong <hello@storysong.test>',
    };
    await new SmtpMailer(settings, options).send({ to: 'zoe@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    expect(server.connections.map((c) => [c.signedInAs, c.messages.length])).toEqual([['relay:s3cret', 1]]);
    expect(server.connections[0]?.messages[0]).toContain('Subject: Hello');
  });
});
