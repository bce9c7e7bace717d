import { describe, expect, it } from 'vitest';
import { BackgroundWork } from './background.ts';
import { type Logger, silentLogger } from './logging.ts';

describe('background work', () => {
  it('runs without the caller waiting, and idle() waits for it and for what it started', async () => {
    const work = new BackgroundWork(silentLogger);
    const done: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    work.start('first', async () => {
      await gate;
      done.push('first');
      work.start('second', async () => {
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    const idle = work.idle();
    release();
    await idle;
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure by name instead of rejecting anywhere', async () => {
    const errors: [string, Record<string, unknown> | undefined][] = [];
    const log: Logger = { ...silentLogger, error: (event, fields) => errors.push([event, fields]) };
    const work = new BackgroundWork(log);
    work.start('send_queued_mail', async () => {
      throw new Error('SMTP is down');
    });
    await work.idle();
    expect(errors).toEqual([['background_work_failed', { name: 'send_queued_mail', message: 'SMTP is down' }]]);
  });
});
