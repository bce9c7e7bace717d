import type { Page, PostSummary, PublicTestimonial } from '@storysong/core';
import { create } from 'zustand';
import { fetchPosts, fetchTestimonies } from './api.ts';

export interface PagedList<T> {
  page: number;
  data: Page<T> | null;
  loading: boolean;
  failed: boolean;
}

interface BlogState {
  posts: PagedList<PostSummary>;
  testimonies: PagedList<PublicTestimonial>;
  loadPosts(page: number): Promise<void>;
  loadTestimonies(page: number): Promise<void>;
}

const empty = { page: 1, data: null, loading: false, failed: false };

/** The public blog's two paginated lists; each keeps its page while the visitor switches tabs. */
export const useBlog = create<BlogState>((set) => {
  async function load<K extends 'posts' | 'testimonies'>(
    key: K,
    page: number,
    fetch: (page: number) => Promise<BlogState[K]['data']>,
  ) {
    set((state) => ({ [key]: { ...state[key], page, loading: true, failed: false } }) as Partial<BlogState>);
    try {
      const data = await fetch(page);
      set({ [key]: { page, data, loading: false, failed: false } } as Partial<BlogState>);
    } catch {
      set((state) => ({ [key]: { ...state[key], loading: false, failed: true } }) as Partial<BlogState>);
    }
  }
  return {
    posts: empty,
    testimonies: empty,
    loadPosts: (page) => load('posts', page, fetchPosts),
    loadTestimonies: (page) => load('testimonies', page, fetchTestimonies),
  };
});
