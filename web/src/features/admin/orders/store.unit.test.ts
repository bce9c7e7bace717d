import type { AdminOrderSummary } from '@storysong/core';
import { describe, expect, it, vi } from 'vitest';

const api = vi.fn();
vi.mock('../../../lib/api.ts', () => ({ api: (...args: unknown[]) => api(...args) }));

const { useAdminOrders } = await import('./store.ts');

/** A promise the test settles when it chooses, as a slow network answers late. */
function later<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

const order = (id: string, customerName: string) => ({ id, customerName }) as AdminOrderSummary;

describe('the back office story list', () => {
  it('shows the answer to the last search typed, whatever order the answers arrive in', async () => {
    const everyone = later<AdminOrderSummary[]>();
    const searched = later<AdminOrderSummary[]>();
    api.mockReturnValueOnce(everyone.promise).mockReturnValueOnce(searched.promise);

    const first = useAdminOrders.getState().load();
    useAdminOrders.getState().setFilters({ q: 'nadia' });
    const second = useAdminOrders.getState().load();
    expect(api).toHaveBeenLastCalledWith('/admin/orders?q=nadia');

    searched.settle([order('n', 'Nadia')]);
    await second;
    everyone.settle([order('a', 'Alice'), order('n', 'Nadia')]);
    await first;
    expect(useAdminOrders.getState()).toMatchObject({ orders: [order('n', 'Nadia')], loading: false, error: null });

    // A failure of an earlier load, arriving late, does not cover the list either.
    const failing = later<AdminOrderSummary[]>();
    const latest = later<AdminOrderSummary[]>();
    api.mockReturnValueOnce(failing.promise).mockReturnValueOnce(latest.promise);
    const third = useAdminOrders.getState().load();
    const fourth = useAdminOrders.getState().load();
    latest.settle([order('n', 'Nadia')]);
    await fourth;
    failing.fail(new Error('Network error'));
    await third;
    expect(useAdminOrders.getState()).toMatchObject({ orders: [order('n', 'Nadia')], error: null });
  });
});
