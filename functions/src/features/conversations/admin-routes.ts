import {
  type ConversationStatus,
  conversationAssignSchema,
  INBOX_PAGE_SIZE,
  type InboxConversation,
  type InboxPage,
  type InboxThread,
  id,
  inboxQuerySchema,
  inboxReplySchema,
  MESSAGES,
  type StaffMember,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin } from '../../platform/auth.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { parse, readJson, readQuery } from '../../platform/request.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { staffMembers } from '../admin/exports.ts';
import { inboxCounts, markSeenByStaff } from './inbox-queries.ts';
import { type ConversationRecord, toConversation, toSummary } from './records.ts';
import {
  appendMessage,
  conversationNotFound,
  listConversations,
  readThread,
  searchByEmail,
  setAssignee,
  setStatus,
} from './store.ts';
import { sendStaffReply } from './visitor-mail.ts';

type Staff = Awaited<ReturnType<typeof staffMembers>>;

const assigneeOf = (record: ConversationRecord, staff: Staff): StaffMember | null =>
  record.assigneeUid ? (staff.all.get(record.assigneeUid) ?? null) : null;

const listed = (doc: Doc<ConversationRecord>, staff: Staff): InboxConversation => ({
  ...toSummary(doc),
  assignee: assigneeOf(doc.data, staff),
});

const closedConversation = () => new HttpError(409, 'conflict', MESSAGES.conversationClosed);

/** One page of the list: a status (or every one), newest activity first; or every conversation from an address. */
async function inboxPage(services: Services, query: ReturnType<typeof inboxQuerySchema.parse>): Promise<InboxPage> {
  const [docs, staff] = await Promise.all([
    query.email
      ? searchByEmail(services, query.email)
      : listConversations(services, { status: query.status, limit: INBOX_PAGE_SIZE + 1, after: query.after }),
    staffMembers(services),
  ]);
  const page = query.email ? docs : docs.slice(0, INBOX_PAGE_SIZE);
  const more = !query.email && docs.length > INBOX_PAGE_SIZE;
  return {
    conversations: page.map((doc) => listed(doc, staff)),
    next: more ? (page.at(-1)?.id ?? null) : null,
    staff: staff.current,
  };
}

/** A thread as staff read it, with whose it is and whom else it can go to. */
async function thread(services: Services, conversationId: string, staff?: Staff): Promise<InboxThread> {
  const [found, team] = await Promise.all([readThread(services, conversationId), staff ?? staffMembers(services)]);
  if (!found) throw conversationNotFound();
  return { ...toConversation(found.doc, found.messages), assignee: assigneeOf(found.doc.data, team), staff: team.current };
}

/** Reopened, a conversation waits on whoever is to write next: us after the visitor's message, them after ours. */
const reopenedStatus = (read: InboxThread): ConversationStatus =>
  read.messages.at(-1)?.author === 'visitor' ? 'waiting_for_us' : 'waiting_for_visitor';

/**
 * /api/admin/conversations: the team's inbox, staff only (the claim and the staff session, on the
 * server). Reading a thread marks its visitor messages read; a reply is stored as written (shown as
 * text everywhere), emailed to the visitor in their language, and leaves the conversation waiting for them.
 */
export function inboxRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);

  routes.get('/', async (c) => c.json(await inboxPage(services, readQuery(c, inboxQuerySchema))));
  routes.get('/counts', async (c) => c.json(await inboxCounts(services)));

  routes.get('/:id', async (c) => {
    const conversationId = parse(id, c.req.param('id'));
    const read = await thread(services, conversationId);
    if (read.unreadByStaff === 0) return c.json(read);
    await markSeenByStaff(services, conversationId, read.unreadByStaff);
    return c.json({ ...read, unreadByStaff: 0 });
  });

  routes.post('/:id/replies', async (c) => {
    const conversationId = parse(id, c.req.param('id'));
    const { message, clientMessageId } = await readJson(c, inboxReplySchema);
    const { uid } = principalOf(c);
    const reply = { id: clientMessageId, author: 'staff' as const, text: message, staffUid: uid };
    const { appended, message: stored } = await appendMessage(services, conversationId, reply, (doc) => {
      if (doc.data.status === 'closed') throw closedConversation();
    });
    // Emailed once: a reply sent again after a lost answer is already in the thread and on its way.
    if (appended) await sendStaffReply(services, conversationId, stored);
    return c.json(await thread(services, conversationId), 201);
  });

  routes.put('/:id/assignee', async (c) => {
    const conversationId = parse(id, c.req.param('id'));
    const { assigneeUid } = await readJson(c, conversationAssignSchema);
    const staff = await staffMembers(services);
    // As on the production board: only a current member of staff, or nobody.
    if (assigneeUid !== null && !staff.current.some((member) => member.uid === assigneeUid)) {
      throw new HttpError(400, 'validation_failed', MESSAGES.assigneeNotStaff, { assigneeUid: MESSAGES.assigneeNotStaff });
    }
    await setAssignee(services, conversationId, assigneeUid);
    return c.json(await thread(services, conversationId, staff));
  });

  routes.post('/:id/close', async (c) => {
    const conversationId = parse(id, c.req.param('id'));
    await setStatus(services, conversationId, 'closed');
    return c.json(await thread(services, conversationId));
  });

  routes.post('/:id/reopen', async (c) => {
    const conversationId = parse(id, c.req.param('id'));
    const current = await thread(services, conversationId);
    if (current.status !== 'closed') return c.json(current);
    await setStatus(services, conversationId, reopenedStatus(current));
    return c.json(await thread(services, conversationId));
  });

  return routes;
}
