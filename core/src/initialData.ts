import type { Page, PostSummary, PublicTestimonial } from './schemas/content.ts';

/**
 * The data a page rendered by the function per request (`/blog`, `/testimonies`) was rendered
 * with. It travels in the HTML as a JSON block, so the app hydrates the same lists instead of
 * fetching them again. Keys match the web blog store's lists.
 */
export interface InitialData {
  posts?: Page<PostSummary>;
  testimonials?: Page<PublicTestimonial>;
}

/** The id of the JSON block carrying a server-rendered page's InitialData. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
