/** What other features and the entry points may use of the blog: its collection, which the staff dashboard counts, and its scheduler. */
export { BLOG_POSTS } from './records.ts';
export { publishDuePosts } from './schedule.ts';
