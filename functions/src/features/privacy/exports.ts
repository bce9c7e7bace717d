/** What the entry points may use of privacy: the retention schedule's job. */
export { applyRetention } from './retention.ts';
