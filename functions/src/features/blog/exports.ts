/** What other features may use of the blog: its collection, which the staff dashboard counts. */
export { BLOG_POSTS } from './records.ts';
