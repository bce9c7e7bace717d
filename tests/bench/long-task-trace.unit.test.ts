import { describe, expect, it } from 'vitest';
import { blockingAfterPaintMs, blockingMs, type LongTask } from './long-task-trace.ts';

const task = (startMs: number, durationMs: number): LongTask => ({ startMs, durationMs, top: [] });

describe('bench:long-tasks’ blocking time', () => {
  const tasks = [task(10, 150), task(300, 120), task(400, 90), task(900, 80)];

  it('counts each task’s time over 50 ms over the whole load', () => {
    expect(blockingMs(tasks)).toBe(100 + 70 + 40 + 30);
  });

  it('counts from the first contentful paint on, as Lighthouse’s TBT does', () => {
    // Paint at 390: the first task ended before it; the second runs on 30 ms past it, under 50, so it counts
    // nothing; the other two count whole.
    expect(blockingAfterPaintMs({ tasks, firstPaintMs: 390 })).toBe(40 + 30);
    // A task under way at the paint counts only from the paint: 60 ms of the third task count for 10.
    expect(blockingAfterPaintMs({ tasks, firstPaintMs: 430 })).toBe(10 + 30);
    expect(blockingAfterPaintMs({ tasks, firstPaintMs: 0 })).toBe(blockingMs(tasks));
  });

  it('is no figure at all for a page that never painted', () => {
    expect(blockingAfterPaintMs({ tasks, firstPaintMs: null })).toBeNaN();
  });
});
