import type { PostSummary } from '@storysong/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchPosts } from './api.ts';
import type { PagedList } from './store.ts';

/**
 * The published posts with a tag, or matching a search: a list of its own, loaded for the page
 * that shows it and dropped when it leaves (unlike the blog's lists, nothing returns to it).
 */
export function useFilteredPosts(filter: { tag?: string; q?: string }): {
  list: PagedList<PostSummary>;
  load(page: number): void;
} {
  const { tag, q } = filter;
  const [list, setList] = useState<PagedList<PostSummary>>({ page: 1, data: null, loading: true, failed: false });
  // A new tag or search starts again from page 1.
  const filterKey = JSON.stringify([tag, q]);
  const [chosen, setChosen] = useState({ filterKey, page: 1 });
  const page = chosen.filterKey === filterKey ? chosen.page : 1;
  useEffect(() => {
    let current = true;
    setList((previous) => ({ ...previous, page, loading: true, failed: false }));
    fetchPosts(page, { tag, q })
      .then((data) => current && setList({ page, data, loading: false, failed: false }))
      .catch(() => current && setList((previous) => ({ ...previous, loading: false, failed: true })));
    return () => {
      current = false;
    };
  }, [tag, q, page]);
  return { list, load: useCallback((next: number) => setChosen({ filterKey, page: next }), [filterKey]) };
}
