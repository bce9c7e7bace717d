import type { Logger } from './logging.ts';

/**
 * Work a request starts and does not wait for, such as sending the mail it has just queued. Each
 * piece is tracked, so the server's shutdown and the tests can wait until all of it has finished.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  start(name: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => {
        this.log.error('background_work_failed', { name, message: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once nothing started so far, or started by what it waited for, is still running. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
