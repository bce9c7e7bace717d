import { connect, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Mailer, OutgoingMail } from './port.ts';

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

/** How many connections nodemailer's pool keeps, and how long one may sit unused before it is closed. */
export interface PoolLimits {
  /** nodemailer's `maxConnections`: a message waits for one beyond them. */
  maxConnections: number;
  /** nodemailer's `maxMessages`: as servers limit them, a connection is replaced after this many. */
  maxMessages: number;
  /** A connection unused this long is closed with QUIT, well before a server would drop it unannounced. */
  idleMs: number;
}

export const POOL_LIMITS: PoolLimits = { maxConnections: 5, maxMessages: 100, idleMs: 30_000 };

/**
 * Short: the outbox retries a message that did not go, and its sending lease outlasts these.
 * nodemailer's greeting timeout runs from when it is given the socket, still connecting, so it
 * bounds connecting too.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const MESSAGE_SOCKET_TIMEOUT_MS = 10_000;

/**
 * A pooled connection's socket timeout also ends it when it sits idle, with a bare ETIMEDOUT and no
 * QUIT. It is twice the idle limit, so the idle sweep, which says QUIT once a connection has been
 * unused for at most the idle limit, always comes first (the old pool's 10 s socket timeout cut its
 * 30 s idle limit short). A server that stops answering mid-message is still given up in a minute.
 */
export const pooledSocketTimeoutMs = (limits: PoolLimits) => 2 * limits.idleMs;

/**
 * What nodemailer's pool holds of each connection (lib/smtp-pool/pool-resource.js). It has no way to
 * close an idle connection politely: its socket timeout drops it, so the idle sweep says QUIT itself.
 */
interface PooledConnection {
  available: boolean;
  messages: number;
  connection: SMTPConnection;
}

type Transport = Transporter<SMTPTransport.SentMessageInfo | SMTPPool.SentMessageInfo>;

/**
 * Sends over SMTP with nodemailer, which builds each message and speaks the protocol: any provider
 * locally or in production (maildev on `npm start`). `pooled` uses nodemailer's pool, a few
 * connections kept open between messages, for a process that lives long and sends its own mail as
 * it serves (the local server). A function instance sends one message per invocation and sleeps
 * between them, where a kept socket would go stale: it connects for each message.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private transport: Promise<Transport> | undefined;
  private readonly pool: PoolLimits | undefined;
  /** Each open connection's socket, referenced only while a message is being sent (see `send`). */
  private readonly sockets = new Set<Socket>();
  private sending = 0;
  /** How many messages each pooled connection had carried at the last sweep. */
  private readonly carried = new WeakMap<PooledConnection, number>();

  constructor(
    private readonly settings: SmtpSettings,
    options: { pooled: boolean; limits?: PoolLimits } = { pooled: false },
  ) {
    if (!options.pooled || !settings.host) return;
    this.pool = options.limits ?? POOL_LIMITS;
    // A server that sends its own mail loads nodemailer now, not with the first message while
    // requests wait behind it; a function instance keeps its cold start short. A failure is the
    // first send's to report.
    this.transporter().catch(() => undefined);
    setInterval(() => void this.quitIdle(), this.pool.idleMs / 2).unref();
  }

  async send(message: OutgoingMail): Promise<void> {
    if (!this.settings.host) throw new Error('No SMTP server is configured (SMTP_HOST)');
    const transport = await this.transporter();
    if (this.sending++ === 0) for (const socket of this.sockets) socket.ref();
    try {
      const { to, subject, html, text } = message;
      await transport.sendMail({
        from: this.settings.from,
        // The address as one mailbox: a string would be read as a list, split at its commas.
        to: { name: '', address: to },
        subject,
        html,
        text,
        // Not quoted-printable, nodemailer's choice for mostly ASCII text: the rendered HTML is long
        // lines full of `=`, which it makes a third larger, and encoding it cost 30% more CPU a message.
        textEncoding: 'base64',
      });
    } finally {
      // Idle connections keep no process alive that would otherwise exit.
      if (--this.sending === 0) for (const socket of this.sockets) socket.unref();
    }
  }

  private transporter(): Promise<Transport> {
    // Its default, which is the module's exports whether Node loads the package or the function's
    // bundle carries it (esbuild gives a CommonJS module that only import() loads nothing else).
    this.transport ??= import('nodemailer').then(
      ({ default: nodemailer }) => nodemailer.createTransport(this.transportOptions()) as Transport,
      (error: unknown) => {
        this.transport = undefined;
        throw error;
      },
    );
    return this.transport;
  }

  private transportOptions(): SMTPPool.Options | SMTPTransport.Options {
    const { host, port, secure, user, password } = this.settings;
    const common = {
      host,
      port,
      secure,
      // nodemailer signs in only where the server offers AUTH (maildev does not).
      auth: user ? { user, pass: password } : undefined,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      // Messages are strings we rendered: nothing in them is a file or URL to fetch.
      disableFileAccess: true,
      disableUrlAccess: true,
      getSocket: (_options: unknown, callback: (error: null, socket: { connection: Socket }) => void) =>
        callback(null, { connection: this.socketWithoutDelay() }),
    };
    if (!this.pool) return { ...common, socketTimeout: MESSAGE_SOCKET_TIMEOUT_MS };
    return {
      ...common,
      pool: true,
      maxConnections: this.pool.maxConnections,
      maxMessages: this.pool.maxMessages,
      socketTimeout: pooledSocketTimeoutMs(this.pool),
      // A connection the server closed as a message was handed to it: that message tries one other
      // before it fails (nodemailer's default is to try again without end); the outbox retries after.
      maxRequeues: 1,
    } as SMTPPool.Options;
  }

  /**
   * Opens each SMTP connection with Nagle's algorithm off (nodemailer has no option for it) and gives
   * it to nodemailer (its `getSocket` hook) still connecting: it greets, upgrades to TLS (implicit on
   * 465, STARTTLS otherwise) and reports a failure to connect as its own error, which fails the
   * message and frees the pool's place (an error passed back from `getSocket` would hold that place
   * for good). A message goes as a few small writes; with Nagle on, a write made before the last was
   * acknowledged waited for the server's delayed acknowledgement (40 ms on Linux): over the pool's
   * five connections to a local SMTP server, 9 ms of wall time a message against 0.6–1 ms.
   */
  private socketWithoutDelay(): Socket {
    const socket = connect({ host: this.settings.host, port: this.settings.port, noDelay: true });
    // Opened by a message being sent, so referenced until it has gone (see `send`).
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    return socket;
  }

  /**
   * Says QUIT on each pooled connection that carried no message since the last sweep: unused for
   * between one half and one whole idle limit. Taken out of the pool first, so no message is handed
   * to it while it says goodbye.
   */
  private async quitIdle(): Promise<void> {
    const transport = await this.transport?.catch(() => undefined);
    const pool = transport?.transporter as { _connections?: PooledConnection[] } | undefined;
    for (const pooled of pool?._connections ?? []) {
      if (!pooled.available) continue;
      if (this.carried.get(pooled) === pooled.messages) {
        pooled.available = false;
        pooled.connection.quit();
      } else this.carried.set(pooled, pooled.messages);
    }
  }
}
