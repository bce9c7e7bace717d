import { z } from 'zod';
import {
  CONVERSATION_STATUSES,
  type Conversation,
  type ConversationStatus,
  type ConversationSummary,
  clientMessageId,
  conversationText,
} from './conversations.ts';
import { orderAssignSchema, type StaffMember } from './schemas/board.ts';
import { email, id } from './schemas/fields.ts';

/**
 * The team's inbox in the back office (issue 74 §3): conversations by status with what staff have
 * not read, a thread, a reply, the assignee, closing and reopening, and finding a visitor's
 * conversations by their address. The same schemas validate the screen's forms and the routes.
 */

/** Conversations a page of the inbox holds; `next` asks for the ones after. */
export const INBOX_PAGE_SIZE = 50;

/** The inbox's search: every conversation from one address (any of its forms: sub-addresses and Gmail's dots count as one). */
export const inboxSearchSchema = z.object({ email: email() });
export type InboxSearch = z.infer<typeof inboxSearchSchema>;

/** GET /api/admin/conversations: one status or all, or every conversation from one address. */
export const inboxQuerySchema = z.object({
  status: z.enum(CONVERSATION_STATUSES).optional(),
  email: inboxSearchSchema.shape.email.optional(),
  after: id.optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** POST /api/admin/conversations/:id/replies: a staff reply, sent as written; its id makes a resend store it once. */
export const inboxReplySchema = z.object({ message: conversationText, clientMessageId });
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** PUT /api/admin/conversations/:id/assignee: a member of staff's uid, or null for nobody (whether they are staff is the server's check). */
export const conversationAssignSchema = z.object({ assigneeUid: orderAssignSchema.shape.assigneeUid });
export type ConversationAssignInput = z.infer<typeof conversationAssignSchema>;

/** A conversation in the inbox's list: whose it is named, as on the production board. */
export interface InboxConversation extends ConversationSummary {
  assignee: StaffMember | null;
}

/** How many conversations each status holds, and how many of them have visitor messages staff have not read. */
export type InboxCounts = Record<ConversationStatus, { total: number; unread: number }>;

export interface InboxPage {
  conversations: InboxConversation[];
  /** The cursor for the next page; null on the last. */
  next: string | null;
  /** Current staff, whom a conversation can be assigned to. */
  staff: StaffMember[];
}

/** One thread as staff read it: every message, the assistant's marked by their author, and the team to assign it to. */
export interface InboxThread extends Conversation {
  assignee: StaffMember | null;
  staff: StaffMember[];
}

/** Statuses in the order the inbox lists them: what needs us first. */
export const INBOX_STATUSES: readonly ConversationStatus[] = ['waiting_for_us', 'open', 'waiting_for_visitor', 'closed'];

/** What the sidebar and the bell count: conversations with a visitor message staff have not read. */
export function inboxUnread(counts: InboxCounts): number {
  return INBOX_STATUSES.reduce((sum, status) => sum + counts[status].unread, 0);
}
