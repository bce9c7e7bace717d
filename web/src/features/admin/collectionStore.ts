import { create } from 'zustand';
import { api } from '../../lib/api.ts';

export interface CollectionState<Item extends { id: string }, Input> {
  items: Item[];
  loading: boolean;
  error: string | null;
  load(): Promise<void>;
  /** Creates (no id) or updates an item and keeps the list in step: a new one goes first. */
  save(input: Input, id: string | null): Promise<Item>;
  remove(id: string): Promise<void>;
}

/**
 * A store over one admin collection of the API (`path` lists and creates, `path/:id` updates and
 * deletes). The server decides what the list holds and who may change an item.
 */
export function createCollectionStore<Item extends { id: string }, Input>(path: string) {
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return create<CollectionState<Item, Input>>((set, get) => ({
    items: [],
    loading: false,
    error: null,
    async load() {
      set({ loading: true, error: null });
      try {
        set({ items: await api<Item[]>(path), loading: false });
      } catch (error) {
        set({ error: (error as Error).message, loading: false });
      }
    },
    async save(input, id) {
      const saved = id
        ? await api<Item>(itemPath(id), { method: 'PUT', body: input })
        : await api<Item>(path, { method: 'POST', body: input });
      const items = get().items;
      set({
        items: id
          ? items.map((item) => (item.id === id ? saved : item))
          : [saved, ...items.filter((item) => item.id !== saved.id)],
      });
      return saved;
    },
    async remove(id) {
      await api<void>(itemPath(id), { method: 'DELETE' });
      set({ items: get().items.filter((item) => item.id !== id) });
    },
  }));
}
