/** What other features may use of mail: render a message, queue it with their change, send it, retry. */
export { type MailRequest, type RenderedMail, renderMail, type Site } from './messages.tsx';
export { queueMail, retryDueMail, sendQueued } from './outbox.ts';
