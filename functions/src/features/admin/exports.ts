/** What other features may use of the back office's staff records. */
export { type StaffRecipient, staffNotifiedOfNewStories } from './records.ts';
