import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

/** A load that counts its calls and answers what `value` holds when it runs. */
function counted<T>(value: { current: T }) {
  const load = async (): Promise<T> => {
    load.calls += 1;
    return structuredClone(value.current);
  };
  load.calls = 0;
  return load;
}

/** A promise and the function that settles it, to hold a load or a write open. */
function gate() {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

describe('AnswerCache', () => {
  it('answers a second read from what the first loaded, a copy each time', async () => {
    const cache = new AnswerCache();
    const load = counted({ current: [{ title: 'A' }] });
    const first = await cache.read('posts', 'list', load);
    first[0].title = 'changed by its caller';
    expect(await cache.read('posts', 'list', load)).toEqual([{ title: 'A' }]);
    expect(load.calls).toBe(1);
  });

  it('drops a collection’s answers when it is written, and keeps other collections’', async () => {
    const cache = new AnswerCache();
    const value = { current: 1 };
    const posts = counted(value);
    const settings = counted({ current: 'kept' });
    await cache.read('posts', 'count', posts);
    await cache.read('settings', 'site', settings);
    await cache.write(['posts'], async () => {
      value.current = 2;
    });
    expect(await cache.read('posts', 'count', posts)).toBe(2);
    expect(await cache.read('settings', 'site', settings)).toBe('kept');
    expect([posts.calls, settings.calls]).toEqual([2, 1]);
  });

  it('does not keep an answer loaded while a write to its collection ran', async () => {
    const cache = new AnswerCache();
    const value = { current: 'before' };
    const load = counted(value);
    const writing = gate();
    const write = cache.write(['posts'], async () => {
      await writing.closed;
      value.current = 'after';
    });
    expect(await cache.read('posts', 'one', load)).toBe('before');
    writing.open();
    await write;
    expect(await cache.read('posts', 'one', load)).toBe('after');
    expect(load.calls).toBe(2);
  });

  it('does not keep an answer whose load a write started and ended during', async () => {
    const cache = new AnswerCache();
    const value = { current: 'before' };
    const loading = gate();
    let calls = 0;
    const load = async () => {
      calls += 1;
      const answer = value.current;
      await loading.closed;
      return answer;
    };
    const read = cache.read('posts', 'one', load);
    await cache.write(['posts'], async () => {
      value.current = 'after';
    });
    loading.open();
    expect(await read).toBe('before');
    expect(await cache.read('posts', 'one', load)).toBe('after');
    expect(calls).toBe(2);
  });

  it('drops the answers of a failed write’s collection too', async () => {
    const cache = new AnswerCache();
    const load = counted({ current: 'x' });
    await cache.read('posts', 'one', load);
    await expect(
      cache.write(['posts'], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await cache.read('posts', 'one', load);
    expect(load.calls).toBe(2);
  });

  it('keeps at most 256 answers a collection, dropping the least recently read', async () => {
    const cache = new AnswerCache();
    const load = counted({ current: 'x' });
    for (let i = 0; i < 256; i++) await cache.read('orders', `get ${i}`, load);
    await cache.read('orders', 'get 0', load);
    await cache.read('orders', 'get 256', load);
    expect(load.calls).toBe(257);
    await cache.read('orders', 'get 0', load);
    expect(load.calls).toBe(257);
    await cache.read('orders', 'get 1', load);
    expect(load.calls).toBe(258);
  });

  it('does not keep an answer longer than 64 K characters of JSON', async () => {
    const cache = new AnswerCache();
    const long = counted({ current: 'x'.repeat(64 * 1024) });
    const short = counted({ current: 'x'.repeat(64 * 1024 - 2) });
    for (let i = 0; i < 2; i++) {
      await cache.read('orders', 'long', long);
      await cache.read('orders', 'short', short);
    }
    expect([long.calls, short.calls]).toEqual([2, 1]);
  });
});
