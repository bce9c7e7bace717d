/** What other features may use of mail: compose a message, load its renderer ahead of time, queue it with their change, send it, retry; the outbox's name for its trigger; product names in the reader's language. */
export { localised } from './copy.ts';
export {
  type ComposedMail,
  composeMail,
  type DigestItem,
  loadMailRenderer,
  type MailRequest,
  type Site,
} from './messages.tsx';
export { dispatchQueued, type QueuedMail, queueMail, recipientAllows, retryDueMail, sendQueued } from './outbox.ts';
export { deleteSentMail, mailPersonalData, sentMailFiles } from './personal-data.ts';
export { MAIL_OUTBOX, type MailRecord } from './records.ts';
