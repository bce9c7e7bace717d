import { describe, expect, it } from 'vitest';
import { turnsByKey } from './turns.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('turnsByKey', () => {
  it('runs tasks of one key one at a time in order, and tasks of other keys meanwhile', async () => {
    const inTurn = turnsByKey();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([inTurn('a', task('a1')), inTurn('b', task('b1')), inTurn('a', task('a2'))]);
    expect(results).toEqual(['a1', 'b1', 'a2']);
    expect(log.indexOf('a2 starts')).toBeGreaterThan(log.indexOf('a1 ends'));
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a1 ends'));
  });

  it('gives the next task its turn after one that failed, and passes the failure to its caller', async () => {
    const inTurn = turnsByKey();
    const failed = inTurn('a', async () => {
      throw new Error('no');
    });
    const next = inTurn('a', async () => 'next');
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('next');
  });
});
