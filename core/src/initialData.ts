import type { GiftPageView } from './reveal.ts';
import type { Page, PostDetail, PostSummary, PublicTestimonial } from './schemas/content.ts';

/**
 * The data a page rendered by the function per request (`/blog`, a post, a gift page) was rendered
 * with. It travels in the HTML as a JSON block, so the app hydrates what the
 * server showed instead of fetching it again. Keys match the web stores' lists; a page read by an
 * address carries the address, so the app uses it only on that very page.
 */
export interface InitialData {
  posts?: Page<PostSummary>;
  testimonials?: Page<PublicTestimonial>;
  post?: PostDetail;
  song?: { shareId: string; view: GiftPageView };
}

/** The id of the JSON block carrying a server-rendered page's InitialData. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
