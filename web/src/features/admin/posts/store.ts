import type { AdminPost, BlogPostSave } from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../../lib/api.ts';

interface PostsState {
  posts: AdminPost[];
  loading: boolean;
  error: string | null;
  load(): Promise<void>;
  /** Creates (no id) or updates a post and keeps the list in step. */
  save(input: BlogPostSave, id: string | null): Promise<AdminPost>;
  remove(id: string): Promise<void>;
}

/** The signed-in admin's own posts (the server returns only theirs), newest created first. */
export const usePosts = create<PostsState>((set, get) => ({
  posts: [],
  loading: false,
  error: null,
  async load() {
    set({ loading: true, error: null });
    try {
      set({ posts: await api<AdminPost[]>('/admin/posts'), loading: false });
    } catch (error) {
      set({ error: (error as Error).message, loading: false });
    }
  },
  async save(input, id) {
    const saved = id
      ? await api<AdminPost>(`/admin/posts/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
      : await api<AdminPost>('/admin/posts', { method: 'POST', body: input });
    const others = get().posts.filter((p) => p.id !== saved.id);
    set({ posts: id ? get().posts.map((p) => (p.id === id ? saved : p)) : [saved, ...others] });
    return saved;
  },
  async remove(id) {
    await api<void>(`/admin/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });
    set({ posts: get().posts.filter((p) => p.id !== id) });
  },
}));
