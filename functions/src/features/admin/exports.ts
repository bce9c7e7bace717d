/** What other features may use of staff accounts: authors' emails for what staff wrote, the demo admin as author of demo content, who is on the team now (to assign work to) and who is told of new stories and messages; the staff's morning email and the lyrics schedule with the staff it tells, for the schedules. */
export { staffMembers } from './board.ts';
export { sendProductionDigest } from './digest.ts';
export { remindAndApproveDueLyrics } from './lyrics-schedule.ts';
export { type StaffRecipient, staffEmails, staffNotifiedOfMessages, staffNotifiedOfNewOrders } from './records.ts';
export { DEMO_ADMIN, demoAdminUid } from './seed.ts';
