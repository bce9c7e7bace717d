/** What other features may use of staff accounts: authors' emails for what staff wrote, and the demo admin as author of demo content. */
export { staffEmails } from './records.ts';
export { DEMO_ADMIN, demoAdminUid } from './seed.ts';
