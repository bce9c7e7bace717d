import { describe, expect, it } from 'vitest';
import { ReadCache } from './cache.ts';

describe('ReadCache', () => {
  let now = 0;
  const clock = () => now;

  it('serves a value until it expires, sharing one load between concurrent callers', async () => {
    const cache = new ReadCache(5000, clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    now += 4999;
    expect(await cache.get('k', load)).toBe(1);
    now += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets everything on clear, and never keeps a failed load', async () => {
    const cache = new ReadCache(5000, clock);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    cache.clear();
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('does not cache with a zero TTL', async () => {
    const cache = new ReadCache(0, clock);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});

describe('ReadCache bounds', () => {
  let now = 0;
  const clock = () => now;

  it('holds at most its entries, dropping the least recently read first', async () => {
    const cache = new ReadCache(60_000, clock, { entries: 3, bytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'reloaded');
    await cache.get('d', async () => 'd');
    expect(cache.size().entries).toBe(3);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'b again')).toBe('b again');
  });

  it('holds at most its bytes, and drops expired entries before live ones', async () => {
    const cache = new ReadCache(1000, clock, { entries: 100, bytes: 100 });
    await cache.get('old', async () => 'x'.repeat(20));
    now += 2000;
    await cache.get('live', async () => 'y'.repeat(20));
    await cache.get('big', async () => 'z'.repeat(20));
    expect(cache.size()).toEqual({ entries: 2, bytes: 80 });
    await cache.get('huge', async () => 'w'.repeat(45));
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
  });

  it('does not keep what `keep` refuses', async () => {
    const cache = new ReadCache(60_000, clock);
    await cache.get('missing', async () => null, { keep: (v) => v !== null });
    expect(cache.size().entries).toBe(0);
  });
});
