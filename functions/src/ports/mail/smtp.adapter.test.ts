import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { freePort } from '../../../../emulators/auth-emulator.mjs';
import { type PoolLimits, pooledSocketTimeoutMs, SmtpMailer, type SmtpSettings } from './smtp.ts';

/**
 * A small SMTP server that records each connection's messages; `refuse` answers RCPT for that
 * address with 550; with `auth` it offers AUTH PLAIN and records the credentials each connection gave.
 */
class SmtpServer {
  readonly connections: {
    socket: Socket;
    messages: string[];
    recipients: string[];
    quit: boolean;
    closed: boolean;
    signedInAs?: string;
  }[] = [];
  open = 0;
  mostOpen = 0;
  private server: Server | undefined;
  port = 0;

  async start(refuse = '', auth = false): Promise<this> {
    this.server = createServer((socket) => {
      const connection: (typeof this.connections)[number] = { socket, messages: [], recipients: [], quit: false, closed: false };
      this.connections.push(connection);
      this.open += 1;
      this.mostOpen = Math.max(this.mostOpen, this.open);
      socket.on('close', () => {
        this.open -= 1;
        connection.closed = true;
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
          } else if (command === 'RCPT' && refuse && line.includes(refuse)) socket.write(`550 ${line.slice(8)} no such user\r\n`);
          else if (command === 'RCPT') {
            connection.recipients.push(line.slice(8));
            socket.write('250 ok\r\n');
          } else if (command === 'DATA') {
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

const settings = (port: number): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: '',
  password: '',
  from: 'Storysong <hello@storysong.test>',
});
const mail = (to: string, n = 0) => ({ to, subject: `Message ${n}`, html: `<p>Message ${n}</p>`, text: `Message ${n}` });
/** Limits as the server's, scaled down so that a test sees a connection go idle. */
const LIMITS: PoolLimits = { maxConnections: 3, maxMessages: 100, idleMs: 10_000 };
const pooled = (server: SmtpServer, limits: Partial<PoolLimits> = {}) =>
  new SmtpMailer(settings(server.port), { pooled: true, limits: { ...LIMITS, ...limits } });
const sentNumbers = (server: SmtpServer) =>
  server.connections.flatMap((c) => c.messages.map((m) => Number(/Subject: Message (\d+)/.exec(m)?.[1]))).sort((a, b) => a - b);

describe('the message nodemailer builds', () => {
  let server: SmtpServer;
  afterEach(() => server?.stop());

  it('holds the sender, the subject in UTF-8 and both parts, to the one recipient', async () => {
    server = await new SmtpServer().start();
    await new SmtpMailer(settings(server.port)).send({
      to: 'zoe@exämple.test',
      subject: 'Votre chanson est prête ✨',
      html: '<p>Bonjour <strong>Zoé</strong></p>',
      text: 'Bonjour Zoé',
    });
    const [connection] = server.connections;
    const raw = connection?.messages[0] ?? '';
    expect(raw).toMatch(/^From: Storysong <hello@storysong\.test>\r$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(raw.match(/^Content-Transfer-Encoding: base64\r$/gm)).toHaveLength(2);
    const html = /text\/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1];
    expect(Buffer.from(html ?? '', 'base64').toString()).toBe('<p>Bonjour <strong>Zoé</strong></p>');
    // The envelope names the domain in punycode, as SMTP takes it.
    expect(connection?.recipients).toEqual(['<zoe@xn--exmple-cua.test>']);
  });

  it('sends to the address as given, one mailbox, and lets no text start a header of its own', async () => {
    server = await new SmtpServer().start();
    const mailer = new SmtpMailer(settings(server.port));
    await mailer.send({ to: 'a,b@example.com', subject: 'Hi\r\nBcc: c@example.com', html: '<p>h</p>', text: 't' });
    await mailer.send({ to: 'd@example.com\r\nBcc: e@example.com', subject: 's', html: '<p>h</p>', text: 't' });
    const [comma, injected] = server.connections;
    expect(comma?.recipients).toEqual(['<a,b@example.com>']);
    expect(injected?.recipients).toHaveLength(1);
    for (const raw of [comma, injected].map((c) => c?.messages[0] ?? '')) expect(raw).not.toMatch(/^Bcc:/im);
  });
});

describe("the SMTP adapter over nodemailer's pool", () => {
  let server: SmtpServer;
  afterEach(() => server?.stop());

  it('sends a burst over no more connections than its limit, each message once', async () => {
    server = await new SmtpServer().start();
    const mailer = pooled(server);
    await Promise.all(Array.from({ length: 20 }, (_, n) => mailer.send(mail(`r${n}@example.com`, n))));
    expect(server.mostOpen).toBeLessThanOrEqual(3);
    expect(sentNumbers(server)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('replaces a connection once it has carried its messages', async () => {
    server = await new SmtpServer().start();
    const mailer = pooled(server, { maxConnections: 1, maxMessages: 3 });
    for (let n = 0; n < 7; n += 1) await mailer.send(mail('a@example.com', n));
    expect(server.connections.map((c) => c.messages.length)).toEqual([3, 3, 1]);
  });

  it('says QUIT on a connection left idle, before its socket timeout could drop it', async () => {
    server = await new SmtpServer().start();
    const limits = { ...LIMITS, idleMs: 300 };
    expect(pooledSocketTimeoutMs(limits)).toBeGreaterThan(limits.idleMs);
    const mailer = pooled(server, limits);
    // A burst opens every connection; the one message after it leaves two of them unused.
    await Promise.all(Array.from({ length: 6 }, (_, n) => mailer.send(mail('a@example.com', n))));
    await mailer.send(mail('a@example.com', 6));
    expect(server.connections).toHaveLength(3);
    await expect.poll(() => server.connections.every((c) => c.closed), { timeout: 5_000 }).toBe(true);
    expect(server.connections.map((c) => c.quit)).toEqual([true, true, true]);
    // A message after that opens a connection again.
    await mailer.send(mail('a@example.com', 7));
    expect(sentNumbers(server)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('sends on a new connection when the server hung up an idle one', async () => {
    server = await new SmtpServer().start();
    const mailer = pooled(server);
    await mailer.send(mail('a@example.com', 1));
    server.connections[0]?.socket.end('421 closing\r\n');
    await expect.poll(() => server.open).toBe(0);
    await mailer.send(mail('a@example.com', 2));
    expect(server.connections.map((c) => c.messages.length)).toEqual([1, 1]);
  });

  it('rejects a message the server refuses, and sends the next', async () => {
    server = await new SmtpServer().start('refused@');
    const mailer = pooled(server);
    await expect(mailer.send(mail('refused@example.com', 1))).rejects.toThrow(/550/);
    await mailer.send(mail('fine@example.com', 2));
    expect(sentNumbers(server)).toEqual([2]);
  });

  it('rejects every waiting message when no server answers, rather than keep any waiting', async () => {
    const mailer = new SmtpMailer(settings(await freePort()), { pooled: true, limits: { ...LIMITS, maxConnections: 2 } });
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, n) => mailer.send(mail('a@example.com', n))));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('rejected'));
  });
});

describe('the SMTP adapter against a server that asks for a sign-in', () => {
  let server: SmtpServer;
  afterEach(() => server?.stop());

  it.each([{ pooled: false }, { pooled: true }])('signs in before it sends, %o', async (options) => {
    server = await new SmtpServer().start('', true);
    const mailer = new SmtpMailer({ ...settings(server.port), user: 'relay', password: 's3cret' }, options);
    await mailer.send({ to: 'zoe@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    expect(server.connections.map((c) => [c.signedInAs, c.messages.length])).toEqual([['relay:s3cret', 1]]);
    expect(server.connections[0]?.messages[0]).toContain('Subject: Hello');
  });
});
