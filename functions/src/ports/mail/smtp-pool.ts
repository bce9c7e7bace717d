import type SMTPConnection from 'nodemailer/lib/smtp-connection';

export type Envelope = { from: string; to: string[] };

export interface PoolLimits {
  /** Connections open at once; a message waits for one beyond them. */
  connections: number;
  /** Messages one connection carries before it is closed and another opened, as servers limit them. */
  messagesPerConnection: number;
  /** A connection unused this long is closed, well before a server would drop it unannounced. */
  idleMs: number;
}

export const POOL_LIMITS: PoolLimits = { connections: 5, messagesPerConnection: 100, idleMs: 30_000 };

/**
 * Sends one message on an open connection. The connection's own errors and a server that hangs up
 * fail the message too: nodemailer reports those as events, not to the send's callback.
 */
export function sendOn(connection: SMTPConnection, envelope: Envelope, message: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      stopListening();
      reject(error);
    };
    const hungUp = () => fail(new Error('The SMTP server closed the connection'));
    const stopListening = () => {
      connection.off('error', fail);
      connection.off('end', hungUp);
    };
    connection.once('error', fail);
    connection.once('end', hungUp);
    connection.send(envelope, message, (error) => {
      stopListening();
      if (error) reject(error);
      else resolve();
    });
  });
}

interface Kept {
  connection: SMTPConnection;
  sent: number;
  idle: NodeJS.Timeout | undefined;
  open: boolean;
}

interface Waiting {
  resolve(kept: Kept): void;
  reject(error: unknown): void;
}

/**
 * A few SMTP connections kept open between messages, for a process that sends its own mail as it
 * serves. A message takes a free connection, opens one while fewer than the limit are open, or
 * waits its turn; waiting messages are already rendered, so the queue is read from a moving head
 * rather than shifted (nodemailer's pool shifted its queue, which cost more the longer it grew).
 * A connection that fails is closed and its message rejected (the outbox tries it again); one the
 * server closed while idle is dropped; an idle one holds nothing open when the process would exit.
 */
export class ConnectionPool {
  private readonly free: Kept[] = [];
  private readonly waiting: (Waiting | undefined)[] = [];
  private head = 0;
  /** Connections open or opening. */
  private count = 0;

  constructor(
    private readonly open: () => Promise<SMTPConnection>,
    private readonly limits: PoolLimits = POOL_LIMITS,
  ) {}

  async send(envelope: Envelope, message: Buffer): Promise<void> {
    const kept = await this.take();
    try {
      await sendOn(kept.connection, envelope, message);
    } catch (error) {
      this.drop(kept, 'close');
      throw error;
    }
    kept.sent += 1;
    this.give(kept);
  }

  private take(): Promise<Kept> {
    const kept = this.free.pop();
    if (kept) {
      clearTimeout(kept.idle);
      kept.connection._socket?.ref();
      return Promise.resolve(kept);
    }
    if (this.count < this.limits.connections) return this.openOne();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private async openOne(): Promise<Kept> {
    this.count += 1;
    let connection: SMTPConnection;
    try {
      connection = await this.open();
    } catch (error) {
      this.count -= 1;
      this.serveWaiting();
      throw error;
    }
    const kept: Kept = { connection, sent: 0, idle: undefined, open: true };
    // Whenever the connection ends or fails, it is no longer one to hand out (an `error` with no
    // listener would also throw).
    connection.on('error', () => this.drop(kept, 'gone'));
    connection.once('end', () => this.drop(kept, 'gone'));
    return kept;
  }

  /** A connection back from a message: to the next waiting message, kept idle, or closed when used up. */
  private give(kept: Kept): void {
    if (!kept.open) return;
    if (kept.sent >= this.limits.messagesPerConnection) {
      this.drop(kept, 'quit');
      return;
    }
    const next = this.nextWaiting();
    if (next) {
      next.resolve(kept);
      return;
    }
    kept.idle = setTimeout(() => this.drop(kept, 'quit'), this.limits.idleMs);
    kept.idle.unref();
    kept.connection._socket?.unref();
    this.free.push(kept);
  }

  /**
   * Takes a connection out of the pool, and opens another for a waiting message: `quit` says goodbye
   * (used up or idle), `close` ends one that failed, `gone` is one the server or the network ended.
   */
  private drop(kept: Kept, how: 'quit' | 'close' | 'gone'): void {
    if (!kept.open) return;
    kept.open = false;
    clearTimeout(kept.idle);
    const index = this.free.indexOf(kept);
    if (index >= 0) this.free.splice(index, 1);
    this.count -= 1;
    if (how === 'quit') kept.connection.quit();
    else if (how === 'close') kept.connection.close();
    this.serveWaiting();
  }

  private serveWaiting(): void {
    if (this.count >= this.limits.connections) return;
    const next = this.nextWaiting();
    if (next) this.openOne().then(next.resolve, next.reject);
  }

  private nextWaiting(): Waiting | undefined {
    if (this.head >= this.waiting.length) return undefined;
    const next = this.waiting[this.head];
    this.waiting[this.head] = undefined;
    this.head += 1;
    // The array sheds what has been read once that is most of it, rather than grow with every message ever sent.
    if (this.head === this.waiting.length || (this.head > 1024 && this.head * 2 > this.waiting.length)) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
    return next;
  }
}
