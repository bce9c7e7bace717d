import { BUSINESS_DAY_MS, businessMsBetween, CONVERSATION_STATUSES, type InboxCounts } from '@storysong/core';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { CONVERSATIONS, type ConversationRecord } from './records.ts';

/** Conversations waiting for us are the team's work in hand, few; this bounds a read of them all the same. */
const WAITING_LIMIT = 1000;

/**
 * Staff have read a thread that showed `seen` unread visitor messages: those are read. One the
 * visitor sent while the thread was on its way to the screen stays unread, so no message is
 * marked read unseen.
 */
export async function markSeenByStaff({ documents }: Pick<Services, 'documents'>, id: string, seen: number): Promise<void> {
  await documents.transaction(async (tx) => {
    const doc = await tx.get<ConversationRecord>(CONVERSATIONS, id);
    if (doc) tx.update(CONVERSATIONS, id, { unreadByStaff: Math.max(0, doc.data.unreadByStaff - seen) });
  });
}

/** Per status: how many conversations, and how many hold a visitor message staff have not read. */
export async function inboxCounts({ documents }: Pick<Services, 'documents'>): Promise<InboxCounts> {
  const counted = await Promise.all(
    CONVERSATION_STATUSES.map(async (status) => {
      const ofStatus = { field: 'status', op: '==', value: status } as const;
      const [total, unread] = await Promise.all([
        documents.count(CONVERSATIONS, { where: [ofStatus] }),
        documents.count(CONVERSATIONS, { where: [ofStatus, { field: 'unreadByStaff', op: '>', value: 0 }] }),
      ]);
      return [status, { total, unread }] as const;
    }),
  );
  return Object.fromEntries(counted) as InboxCounts;
}

/**
 * Conversations that have waited for our reply for more than a business day (only the hours the
 * team is in count: a question on Friday evening has not waited by Monday morning), longest first,
 * for the staff's morning email.
 */
export async function waitingOverABusinessDay(
  services: Pick<Services, 'documents' | 'clock'>,
): Promise<Doc<ConversationRecord>[]> {
  const now = new Date(services.clock.now());
  const waiting = await services.documents.query<ConversationRecord>(CONVERSATIONS, {
    where: [{ field: 'status', op: '==', value: 'waiting_for_us' }],
    limit: WAITING_LIMIT,
  });
  const waited = (doc: Doc<ConversationRecord>) =>
    doc.data.waitingSince ? businessMsBetween(new Date(doc.data.waitingSince), now) : 0;
  return waiting
    .filter((doc) => waited(doc) > BUSINESS_DAY_MS)
    .sort((a, b) => (a.data.waitingSince ?? '').localeCompare(b.data.waitingSince ?? ''));
}
