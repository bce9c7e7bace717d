import { type ConversationSummary, countryName, FALLBACK_LANGUAGE } from '@storysong/core';
import type { Services } from '../../services.ts';
import { type StaffRecipient, staffNotifiedOfMessages } from '../admin/exports.ts';
import { composeMail, dispatchQueued, queueMail, recipientAllows } from '../mail/exports.ts';

/** The back office's page of one conversation, where an alert's link leads. */
export const inboxPath = (conversationId: string) => `/admin/inbox/${encodeURIComponent(conversationId)}`;

/** What an alert says of the conversation: whose it is, where it came from, and the visitor's words. */
export type AlertedConversation = Pick<ConversationSummary, 'id' | 'channel' | 'visitor'>;

/**
 * Tells the team a conversation now waits for a person: a contact message has arrived, or the
 * assistant (or the visitor's asking) handed a chat over. Each current member of staff who keeps
 * "email me about new messages" on in Settings gets one email, in English (staff have no site
 * language on record), quoting the visitor's words as text. Called once the conversation is stored,
 * never inside its transaction (staff are asked of Auth first). A visitor can send these, so each
 * staff address is held to the hourly cap every address has; the inbox lists every conversation whatever the cap.
 */
export async function alertStaff(services: Services, conversation: AlertedConversation, quoted?: string): Promise<number> {
  const staff = await staffNotifiedOfMessages(services);
  const allowed: StaffRecipient[] = [];
  for (const member of staff) if (await recipientAllows(services, member.email)) allowed.push(member);
  if (allowed.length === 0) return 0;
  const { visitor } = conversation;
  const values = {
    visitor: visitor.fullName || visitor.email || '—',
    email: visitor.email ?? '—',
    country: visitor.country ? countryName(visitor.country, FALLBACK_LANGUAGE) : '—',
  };
  const kind = conversation.channel === 'contact' ? 'contactMessageReceived' : 'conversationHandedOver';
  const queued = await services.documents.transaction(async (tx) =>
    allowed.map((member) =>
      queueMail(
        tx,
        services,
        composeMail(services.config, {
          kind,
          to: member.email,
          name: member.displayName || member.email,
          path: inboxPath(conversation.id),
          values,
          quoted: quoted?.trim() || undefined,
        }),
      ),
    ),
  );
  dispatchQueued(services, queued);
  return queued.length;
}
