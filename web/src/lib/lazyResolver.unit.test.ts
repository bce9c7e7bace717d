import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver.ts';

type Values = { name: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver on the first validation only, and answers with it', async () => {
    const load = vi.fn(async () => accepting);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ name: 'Ada' }, undefined, OPTIONS)).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(await resolver({ name: 'Grace' }, undefined, OPTIONS)).toEqual({ values: { name: 'Grace' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next validation', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(accepting);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'Ada' }, undefined, OPTIONS)).rejects.toThrow('offline');
    expect(await resolver({ name: 'Ada' }, undefined, OPTIONS)).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
