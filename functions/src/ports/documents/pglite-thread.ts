import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

type Reply = { id: number; results?: Results[]; error?: { code?: string; message: string; detail?: string } };

/**
 * PGlite on a worker thread: the embedded store's statements run beside the thread that serves
 * requests instead of on it. Under load Postgres' WASM and its file system were a third of the
 * server thread's time, while the machine's second core waited. Statements still run one at a
 * time and in the order sent, and a write is acknowledged only after PGlite has written it, as
 * before; the thread ends with the process, so a kill -9 loses what it did before.
 */
export class PgliteThread {
  private nextId = 0;
  /** Why the thread is gone, once it is: later statements are refused with it rather than left waiting. */
  private stopped: Error | null = null;
  private readonly pending = new Map<number, { resolve: (results: Results[]) => void; reject: (error: Error) => void }>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      // The thread keeps the process alive only while it owes an answer.
      if (this.pending.size === 0) worker.unref();
      if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
      else waiting.resolve(reply.results ?? []);
    });
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread on the database in `dir` (in memory without one) once it is open. */
  static open(dir?: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), { workerData: { dir } });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once('error', failed);
      worker.once('message', () => {
        worker.off('error', failed);
        worker.unref();
        resolve(new PgliteThread(worker));
      });
    });
  }

  /** Runs statements as one message (Postgres' simple protocol), as `PGlite.exec` does. */
  exec(sql: string): Promise<Results[]> {
    return this.send(sql);
  }

  /** Closes the database, then the thread. */
  async close(): Promise<void> {
    await this.send(undefined);
  }

  private send(sql: string | undefined): Promise<Results[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.stopped) return reject(this.stopped);
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql });
    });
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
