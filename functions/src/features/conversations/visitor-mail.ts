import { type ConversationMessage, type ConversationVisitor, conversationPath, type SiteLanguage } from '@storysong/core';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued } from '../mail/exports.ts';
import { conversationNotFound, type MailWith, mailNewLink, readThread } from './store.ts';

/** Where a mailed link leads: the conversation's page, its token in the fragment, which browsers never send. */
const linkPath = (conversationId: string, token: string) => `${conversationPath(conversationId)}#${token}`;

/** The visitor's private link, mailed when a conversation has their address. */
export function linkMail(services: Services, conversation: { language: SiteLanguage; visitor: ConversationVisitor }): MailWith {
  const { language, visitor } = conversation;
  return (conversationId, token) =>
    visitor.email
      ? composeMail(services.config, {
          kind: 'conversationLink',
          to: visitor.email,
          language,
          name: visitor.fullName ?? '',
          path: linkPath(conversationId, token),
        })
      : null;
}

/**
 * Emails a staff reply to the visitor: the staff member's words as written, as text, framed in
 * the visitor's language, with a new private link to answer from. False when the conversation has
 * no address to send to. The reply itself is already in the thread (the inbox appends it first).
 */
export async function sendStaffReply(
  services: Services,
  conversationId: string,
  message: Pick<ConversationMessage, 'text'>,
): Promise<boolean> {
  const thread = await readThread(services, conversationId);
  if (!thread) throw conversationNotFound();
  const { language, visitor } = thread.doc.data;
  const to = visitor.email;
  if (!to) return false;
  const { queued } = await mailNewLink(services, conversationId, (id, token) =>
    composeMail(services.config, {
      kind: 'conversationReply',
      to,
      language,
      name: visitor.fullName ?? '',
      path: linkPath(id, token),
      quoted: message.text,
    }),
  );
  if (queued) dispatchQueued(services, [queued]);
  return queued !== null;
}
