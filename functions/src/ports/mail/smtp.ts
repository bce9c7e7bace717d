import { connect, type Socket } from 'node:net';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import { envelopeAddress, type Mailbox, mimeMessage, parseMailbox } from './mime.ts';
import type { Mailer, OutgoingMail } from './port.ts';
import { ConnectionPool, type Envelope, sendOn } from './smtp-pool.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** `Storysong <hello@example.com>`. */
  from: string;
}

type ConnectionClass = typeof SMTPConnection;

/**
 * Sends over SMTP: any provider locally or in production (maildev on `npm start`). Short timeouts:
 * the outbox retries a message that did not go. The message is built here (`mime.ts`) and spoken
 * over nodemailer's SMTP connection, which does the protocol (STARTTLS, AUTH, dot-stuffing), not
 * through its mailer: composing a message with nodemailer's MIME tree and sending it through its
 * pool cost 0.96 ms of CPU a message, against 0.28 ms this way (one run, a local SMTP sink).
 * `pooled` keeps a few connections open between messages (`ConnectionPool`), for a process that
 * sends its own mail as it serves. A function instance sends one message per invocation and sleeps
 * between them, where a kept socket would go stale: it connects each time.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly from: Mailbox;
  private connectionClass: Promise<ConnectionClass> | undefined;
  private readonly pool: ConnectionPool | undefined;

  constructor(
    private readonly settings: SmtpSettings,
    options: { pooled: boolean } = { pooled: false },
  ) {
    this.from = parseMailbox(settings.from);
    if (options.pooled && settings.host) {
      this.pool = new ConnectionPool(() => this.connect());
      // A server that sends its own mail loads nodemailer now, not with the first message while
      // requests wait behind it; a function instance keeps its cold start short. A failure is the
      // first send's to report.
      this.loadConnectionClass().catch(() => undefined);
    }
  }

  async send(message: OutgoingMail): Promise<void> {
    if (!this.settings.host) throw new Error('No SMTP server is configured (SMTP_HOST)');
    const raw = mimeMessage({ from: this.from, ...message });
    const envelope: Envelope = { from: envelopeAddress(this.from.address), to: [envelopeAddress(message.to)] };
    if (this.pool) return this.pool.send(envelope, raw);
    const connection = await this.connect();
    try {
      await sendOn(connection, envelope, raw);
    } finally {
      connection.quit();
    }
  }

  private loadConnectionClass(): Promise<ConnectionClass> {
    // Its default, which is the module's exports whether Node loads the package or the function's
    // bundle carries it (esbuild gives a CommonJS module that only import() loads nothing else).
    this.connectionClass ??= import('nodemailer/lib/smtp-connection/index.js').then(
      (module) => module.default as ConnectionClass,
      (error: unknown) => {
        this.connectionClass = undefined;
        throw error;
      },
    );
    return this.connectionClass;
  }

  /** A connection greeted (and upgraded to TLS and signed in where the server offers it), ready to send. */
  private async connect(): Promise<SMTPConnection> {
    const Connection = await this.loadConnectionClass();
    const { host, port, secure, user, password } = this.settings;
    const connection = new Connection({
      host,
      port,
      secure,
      connection: await connectWithoutDelay(host, port),
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    // Whoever uses the connection hears of its errors (sendOn, the pool); one that comes when no one
    // does, a reset after QUIT, must not be an uncaught 'error' event that ends the process.
    connection.on('error', () => undefined);
    try {
      await new Promise<void>((resolve, reject) => {
        const hungUp = () => reject(new Error(`The SMTP server ${host}:${port} closed the connection before it greeted`));
        connection.once('error', reject);
        connection.once('end', hungUp);
        connection.connect(() => {
          connection.off('error', reject);
          connection.off('end', hungUp);
          resolve();
        });
      });
      // As nodemailer's own transports do: sign in when the server offers it.
      if (user && (connection as SMTPConnection & { allowsAuth?: boolean }).allowsAuth) {
        await new Promise<void>((resolve, reject) =>
          connection.login({ user, pass: password }, (error) => (error ? reject(error) : resolve())),
        );
      }
    } catch (error) {
      connection.close();
      throw error;
    }
    return connection;
  }
}

const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * Opens each SMTP connection with Nagle's algorithm off (nodemailer has no option for it) and hands
 * it to nodemailer connected, which then speaks SMTP on it and upgrades it to TLS as it would its own
 * (implicit on 465, STARTTLS otherwise). A message goes as a few small writes: each command, then
 * the body. With Nagle on, a write made before the last was acknowledged waited for the server's
 * delayed acknowledgement (40 ms on Linux), so a message took about 50 ms on loopback: five kept
 * connections sent 100 a second, and the local server's mail fell behind its orders under load.
 * Measured with a local SMTP server: 9–10 ms against 1–2 ms of wall time per message over five
 * connections, and no more CPU. A function instance connecting for its one message waits less the same way.
 */
function connectWithoutDelay(host: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, noDelay: true });
    const settle = (error: Error | null) => {
      socket.setTimeout(0);
      socket.off('error', settle);
      socket.off('connect', connected);
      if (!error) return resolve(socket);
      socket.destroy();
      reject(error);
    };
    const connected = () => settle(null);
    socket.once('error', settle);
    socket.once('connect', connected);
    socket.setTimeout(CONNECTION_TIMEOUT_MS, () =>
      settle(new Error(`No connection to the SMTP server ${host}:${port} in ${CONNECTION_TIMEOUT_MS / 1000} s`)),
    );
  });
}
