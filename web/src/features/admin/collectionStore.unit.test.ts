import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.fn();
vi.mock('../../lib/api.ts', () => ({ api: (...args: unknown[]) => api(...args) }));

const { createCollectionStore } = await import('./collectionStore.ts');

interface Item {
  id: string;
  title: string;
}

describe('an admin collection store', () => {
  beforeEach(() => api.mockReset());

  it('loads the list, then keeps it in step with creates, updates and deletes', async () => {
    const store = createCollectionStore<Item, { title: string }>('/admin/things');
    api.mockResolvedValueOnce([{ id: 'a', title: 'A' }]);
    await store.getState().load();
    expect(api).toHaveBeenLastCalledWith('/admin/things');

    api.mockResolvedValueOnce({ id: 'b', title: 'B' });
    await store.getState().save({ title: 'B' }, null);
    expect(api).toHaveBeenLastCalledWith('/admin/things', { method: 'POST', body: { title: 'B' } });

    api.mockResolvedValueOnce({ id: 'a', title: 'A2' });
    await store.getState().save({ title: 'A2' }, 'a');
    expect(api).toHaveBeenLastCalledWith('/admin/things/a', { method: 'PUT', body: { title: 'A2' } });
    expect(store.getState().items).toEqual([
      { id: 'b', title: 'B' },
      { id: 'a', title: 'A2' },
    ]);

    api.mockResolvedValueOnce(undefined);
    await store.getState().remove('b');
    expect(api).toHaveBeenLastCalledWith('/admin/things/b', { method: 'DELETE' });
    expect(store.getState().items).toEqual([{ id: 'a', title: 'A2' }]);
  });

  it('says why a load failed and stops loading', async () => {
    const store = createCollectionStore<Item, { title: string }>('/admin/things');
    api.mockRejectedValueOnce(new Error('Server unavailable'));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ loading: false, error: 'Server unavailable', items: [] });
  });
});
