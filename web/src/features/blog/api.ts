import { type Page, type PostDetail, type PostSummary, type PublicTestimonial, TIMINGS } from '@storysong/core';
import { api, withRetry } from '../../lib/api.ts';

/** Public reads, retried with back-off as the spec asks (3 retries from 1 s, doubling, capped at 10 s). */
const read = <T>(path: string) => withRetry(() => api<T>(path, { auth: false }), TIMINGS.blogRetry);

/** A page of published posts: all of them, those with a tag, or those matching a search. */
export const fetchPosts = (page: number, filter: { tag?: string; q?: string } = {}) => {
  const query = new URLSearchParams({ page: String(page) });
  if (filter.tag) query.set('tag', filter.tag);
  if (filter.q) query.set('q', filter.q);
  return read<Page<PostSummary>>(`/blog/posts?${query}`);
};
export const fetchPost = (id: string) => read<PostDetail>(`/blog/posts/${encodeURIComponent(id)}`);
export const fetchTestimonials = (page: number) => read<Page<PublicTestimonial>>(`/testimonials?page=${page}`);
/** A post by the preview link staff shared; not retried, as an expired link stays expired. */
export const fetchPreview = (token: string) => api<PostDetail>(`/blog/preview/${encodeURIComponent(token)}`, { auth: false });
