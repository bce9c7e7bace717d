import type { InitialData, Page, PostSummary, PublicTestimonial } from '@storysong/core';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { useInitialData } from '../../lib/initialData.ts';
import { fetchPosts, fetchTestimonials } from './api.ts';

export interface PagedList<T> {
  page: number;
  data: Page<T> | null;
  loading: boolean;
  failed: boolean;
}

interface Lists {
  posts: PagedList<PostSummary>;
  testimonials: PagedList<PublicTestimonial>;
}
type ListKey = keyof Lists & keyof InitialData;

interface BlogState extends Lists {
  load(key: ListKey, page: number): Promise<void>;
  /** On entering a list: adopt what the page was rendered with, else (re)load the current page. */
  enter(key: ListKey, served: Lists[ListKey] | null): Promise<void>;
}

const FETCH: { [K in ListKey]: (page: number) => Promise<NonNullable<Lists[K]['data']>> } = {
  posts: (page) => fetchPosts(page),
  testimonials: fetchTestimonials,
};

const empty = { page: 1, data: null, loading: false, failed: false };

/** The public blog's two paginated lists; each keeps its page while the visitor switches tabs. */
const useBlog = create<BlogState>((set, get) => {
  const update = (key: ListKey, list: (current: PagedList<unknown>) => PagedList<unknown>) =>
    set((state) => ({ [key]: list(state[key]) }) as Partial<BlogState>);

  async function load(key: ListKey, page: number) {
    update(key, (current) => ({ ...current, page, loading: true, failed: false }));
    try {
      const data = await FETCH[key](page);
      update(key, () => ({ page, data, loading: false, failed: false }));
    } catch {
      update(key, (current) => ({ ...current, loading: false, failed: true }));
    }
  }
  return {
    posts: empty,
    testimonials: empty,
    load,
    enter: async (key, served) => {
      const current = get()[key];
      if (!current.data && served) update(key, () => served);
      else await load(key, current.page);
    },
  };
});

/**
 * One of the blog's lists for a component that shows it, loaded on entry. A page the server
 * rendered shows the list it was rendered with until the store adopts that very object, so the
 * list shown never changes underneath hydration. Deferred: a store update renders at once, in one
 * block, where a deferred value renders the cards in interruptible slices.
 */
export function useBlogList<K extends ListKey>(key: K): { list: Lists[K]; load(page: number): Promise<void> } {
  const servedPage = useInitialData()[key];
  const served = useMemo(
    () => (servedPage ? ({ page: servedPage.page, data: servedPage, loading: false, failed: false } as Lists[K]) : null),
    [servedPage],
  );
  const stored = useBlog((state) => state[key]);
  const { load, enter } = useBlog.getState();
  const list = useDeferredValue(!stored.data && served ? served : stored);

  useEffect(() => {
    void enter(key, served);
  }, [enter, key, served]);

  return { list, load: (page) => load(key, page) };
}
