/** What other features may use of uploads: the record of each issued upload, which an order or a post claims. */

export { removeUnclaimedUploads } from './cleanup.ts';
export { assertUploaded, UPLOADS, type UploadRecord } from './records.ts';
