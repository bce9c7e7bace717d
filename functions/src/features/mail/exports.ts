/** What other features may use of mail: render a message, queue it with their change, send it, retry; the outbox's name for its trigger. */
export { type MailRequest, type RenderedMail, renderMail, type Site } from './messages.tsx';
export { dispatchQueued, queueMail, retryDueMail, sendQueued } from './outbox.ts';
export { MAIL_OUTBOX } from './records.ts';
