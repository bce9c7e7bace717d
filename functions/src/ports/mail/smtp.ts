import { connect, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';
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

/**
 * Sends over SMTP with nodemailer: any provider locally or in production (maildev on `npm start`).
 * Short timeouts: a message is sent while a customer's request waits, and the outbox retries later.
 * `pooled` keeps a few connections open between messages, for a process that sends its own mail
 * as it serves: without a connection and greeting per message, the local server served 1.27× the
 * requests under test:load (bench:compare). A function instance sends one message per invocation
 * and sleeps between them, where a kept socket would go stale: it connects each time.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly options: { pooled: boolean } = { pooled: false },
  ) {
    // A server that sends its own mail loads nodemailer now (about 90 ms), not with the first
    // message while requests wait behind it; a function instance keeps its cold start short.
    if (options.pooled && settings.host) {
      this.transport = this.open();
      // A failure is the first send's to report.
      this.transport.catch(() => undefined);
    }
  }

  async send(message: OutgoingMail): Promise<void> {
    if (!this.settings.host) throw new Error('No SMTP server is configured (SMTP_HOST)');
    this.transport ??= this.open();
    await (await this.transport).sendMail({ from: this.settings.from, ...message, textEncoding: BODY_ENCODING });
  }

  private async open(): Promise<Transporter> {
    // Its default, which is nodemailer's module.exports whether Node loads the package or the function's
    // bundle carries it: there esbuild gives a CommonJS package that only import() loads nothing else.
    const { default: nodemailer } = await import('nodemailer');
    const { host, port, secure, user, password } = this.settings;
    const options = {
      host,
      port,
      secure,
      auth: user ? { user, pass: password } : undefined,
      getSocket: connectionWithoutDelay,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    };
    return this.options.pooled ? nodemailer.createTransport({ ...options, pool: true }) : nodemailer.createTransport(options);
  }
}

const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * The rendered HTML is one long line, full of `=` in its attributes, so nodemailer would pick
 * quoted-printable, which it encodes a character at a time in JavaScript: 12.2 kB and 0.79 ms of CPU
 * for an "order received" message, against 9.2 kB and 0.29 ms as base64 (Node's own encoder). Both
 * parts say `charset=utf-8`, so SpamAssassin's MIME_BASE64_TEXT (base64 text in ASCII) does not apply.
 */
const BODY_ENCODING = 'base64';

/**
 * Opens each SMTP connection with Nagle's algorithm off (nodemailer has no option for it), and hands
 * it to nodemailer connected, which then speaks SMTP on it and upgrades it to TLS as it would its own
 * (implicit on 465, STARTTLS otherwise). nodemailer writes a message in about 14 small pieces: each
 * command, then the body in parts. With Nagle on, a piece written before the last was acknowledged
 * waited for the server's delayed acknowledgement (40 ms on Linux), so a message took about 50 ms
 * on loopback: five kept connections sent 100 a second, and the local server's mail fell behind its
 * orders under load. Measured with a local SMTP server: 9–10 ms against 1–2 ms of wall time per
 * message over five connections, and no more CPU. A function instance connecting for its one message
 * waits less the same way.
 */
function connectionWithoutDelay(
  options: { host?: string; port?: number },
  callback: (error: Error | null, socketOptions?: { connection: Socket }) => void,
): void {
  const socket = connect({ host: options.host, port: options.port ?? 25, noDelay: true });
  let settled = false;
  const settle = (error: Error | null) => {
    if (settled) return;
    settled = true;
    socket.setTimeout(0);
    socket.off('error', settle);
    if (error) {
      socket.destroy();
      callback(error);
    } else callback(null, { connection: socket });
  };
  socket.once('error', settle);
  socket.setTimeout(CONNECTION_TIMEOUT_MS, () =>
    settle(new Error(`No connection to the SMTP server ${options.host}:${options.port} in ${CONNECTION_TIMEOUT_MS / 1000} s`)),
  );
  socket.once('connect', () => settle(null));
}
