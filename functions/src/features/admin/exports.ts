/** What other features may use of staff accounts: authors' emails for what staff wrote, the demo admin as author of demo content, and who is told of new stories; the staff's morning email, for the schedules. */
export { sendProductionDigest } from './digest.ts';
export { type StaffRecipient, staffEmails, staffNotifiedOfNewOrders } from './records.ts';
export { DEMO_ADMIN, demoAdminUid } from './seed.ts';
