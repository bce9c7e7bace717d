import { randomUUID } from 'node:crypto';
import {
  type ConversationChannel,
  type ConversationOrigin,
  type ConversationStatus,
  type ConversationVisitor,
  emailKey,
  type HandoverReason,
  type MessageAuthor,
  messagePreview,
  type SiteLanguage,
  statusAfterMessage,
} from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Doc, Query, TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { type ComposedMail, type QueuedMail, queueMail } from '../mail/exports.ts';
import { CONVERSATION_MESSAGES, CONVERSATIONS, type ConversationRecord, type MessageRecord, messageDocId } from './records.ts';
import { issueToken, withToken } from './tokens.ts';

/**
 * Conversations on the documents port: a document per conversation (who, status, assignee, the
 * private links' hashes) and one per message. Every write that moves a conversation is a
 * transaction, so a message and the status it brings are stored together or not at all.
 */

export const conversationNotFound = () => notFound('Conversation not found');

export interface NewMessage {
  /** The browser's id for a visitor's message (a resend is then found); made here when absent. */
  id?: string;
  author: MessageAuthor;
  text: string;
  entryId?: string;
  link?: string;
  handover?: HandoverReason;
  staffUid?: string;
}

export interface NewConversation {
  channel: ConversationChannel;
  /** A chat starts with the assistant; the contact form waits for the team from the start. */
  status?: 'open' | 'waiting_for_us';
  language: SiteLanguage;
  origin: ConversationOrigin;
  visitor: ConversationVisitor;
  firstMessage?: NewMessage;
}

/** What may go out with a write: composed inside its transaction once the conversation's id and new link are known. */
export type MailWith = (conversationId: string, token: string) => ComposedMail | null;

export interface Thread {
  doc: Doc<ConversationRecord>;
  messages: MessageRecord[];
}

/** Where a message leaves the conversation: its new status, and since when it has waited for us. */
function moved(record: ConversationRecord, status: ConversationStatus, now: string) {
  const waitingSince = status !== 'waiting_for_us' ? null : record.status === 'waiting_for_us' ? record.waitingSince : now;
  return { status, waitingSince, updatedAt: now };
}

function messageRecord(conversationId: string, seq: number, message: NewMessage, now: string): MessageRecord {
  const { id, ...fields } = message;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...defined, conversationId, messageId: id ?? randomUUID(), seq, createdAt: now } as MessageRecord;
}

/** A message's changes to its conversation: one more message, the latest preview, the status it brings. */
function afterMessage(record: ConversationRecord, message: MessageRecord): Partial<ConversationRecord> {
  const status = statusAfterMessage(message.author, record.status, message.handover !== undefined);
  return {
    ...moved(record, status, message.createdAt),
    messageCount: record.messageCount + 1,
    lastMessageAt: message.createdAt,
    preview: messagePreview(message.text),
    unreadByStaff: record.unreadByStaff + (message.author === 'visitor' ? 1 : 0),
  };
}

function queueWith(tx: TransactionOps, services: Services, mail: MailWith | undefined, id: string, token: string) {
  const composed = mail?.(id, token);
  return composed ? queueMail(tx, services, composed) : null;
}

/** Starts a conversation with its first private link; the token is returned once and only its hash kept. */
export async function createConversation(
  services: Services,
  input: NewConversation,
  mail?: MailWith,
): Promise<{ thread: Thread; token: string; queued: QueuedMail | null }> {
  const id = randomUUID();
  const nowMs = services.clock.now();
  const now = new Date(nowMs).toISOString();
  const { token, stored } = issueToken(nowMs);
  let record: ConversationRecord = {
    channel: input.channel,
    status: input.status ?? 'open',
    language: input.language,
    origin: input.origin,
    visitor: input.visitor,
    emailKey: input.visitor.email ? emailKey(input.visitor.email) : null,
    assigneeUid: null,
    createdAt: now,
    updatedAt: now,
    lastMessageAt: now,
    preview: '',
    messageCount: 0,
    unreadByStaff: 0,
    waitingSince: input.status === 'waiting_for_us' ? now : null,
    tokens: [stored],
  };
  const messages: MessageRecord[] = [];
  if (input.firstMessage) {
    const message = messageRecord(id, 0, input.firstMessage, now);
    messages.push(message);
    record = { ...record, ...afterMessage(record, message) };
  }
  const queued = await services.documents.transaction(async (tx) => {
    tx.create(CONVERSATIONS, id, record);
    for (const message of messages) tx.create(CONVERSATION_MESSAGES, messageDocId(id, message.messageId), message);
    return queueWith(tx, services, mail, id, token);
  });
  return { thread: { doc: { id, data: record, updateTime: '' }, messages }, token, queued };
}

/** A conversation and its messages in order, or null. */
export async function readThread(services: Services, id: string): Promise<Thread | null> {
  const [doc, messages] = await Promise.all([
    services.documents.get<ConversationRecord>(CONVERSATIONS, id),
    services.documents.query<MessageRecord>(CONVERSATION_MESSAGES, {
      where: [{ field: 'conversationId', op: '==', value: id }],
      orderBy: [{ field: 'seq' }],
    }),
  ]);
  return doc ? { doc, messages: messages.map((m) => m.data) } : null;
}

export interface Appended {
  /** False when a message with this id was already there: nothing changed. */
  appended: boolean;
  message: MessageRecord;
  conversation: Doc<ConversationRecord>;
}

/**
 * Appends a message and moves the conversation's status with it (`statusAfterMessage`). A message
 * whose id is already in the thread is answered with the stored one and changes nothing. `guard`
 * sees the conversation before anything is written and may refuse (a closed one, say).
 */
export async function appendMessage(
  services: Services,
  conversationId: string,
  message: NewMessage,
  guard?: (conversation: Doc<ConversationRecord>) => void,
): Promise<Appended> {
  const now = isoNow(services.clock);
  return services.documents.transaction(async (tx) => {
    const doc = await tx.get<ConversationRecord>(CONVERSATIONS, conversationId);
    if (!doc) throw conversationNotFound();
    const earlier = message.id
      ? await tx.get<MessageRecord>(CONVERSATION_MESSAGES, messageDocId(conversationId, message.id))
      : null;
    if (earlier) return { appended: false, message: earlier.data, conversation: doc };
    guard?.(doc);
    const record = messageRecord(conversationId, doc.data.messageCount, message, now);
    const patch = afterMessage(doc.data, record);
    tx.create(CONVERSATION_MESSAGES, messageDocId(conversationId, record.messageId), record);
    tx.update(CONVERSATIONS, conversationId, patch);
    return { appended: true, message: record, conversation: { ...doc, data: { ...doc.data, ...patch } } };
  });
}

/** Changes a conversation in one transaction; `change` returns the patch (or throws to refuse). */
async function updateConversation(
  services: Services,
  id: string,
  change: (record: ConversationRecord, now: string) => Partial<ConversationRecord>,
  mail?: MailWith,
): Promise<{ conversation: Doc<ConversationRecord>; queued: QueuedMail | null }> {
  const nowMs = services.clock.now();
  const now = new Date(nowMs).toISOString();
  return services.documents.transaction(async (tx) => {
    const doc = await tx.get<ConversationRecord>(CONVERSATIONS, id);
    if (!doc) throw conversationNotFound();
    const patch: Partial<ConversationRecord> = { ...change(doc.data, now), updatedAt: now };
    let queued: QueuedMail | null = null;
    if (mail) {
      // A mailed link is a new token: only hashes are kept, so an earlier link cannot be sent again.
      const { token, stored } = issueToken(nowMs);
      patch.tokens = withToken(doc.data.tokens, stored);
      queued = queueWith(tx, services, mail, id, token);
    }
    tx.update(CONVERSATIONS, id, patch);
    return { conversation: { ...doc, data: { ...doc.data, ...patch } }, queued };
  });
}

/** Staff close, reopen or park a conversation. */
export const setStatus = (services: Services, id: string, status: ConversationStatus) =>
  updateConversation(services, id, (record, now) => moved(record, status, now)).then((r) => r.conversation);

/** Staff give a conversation to one of them (a uid), or to nobody. */
export const setAssignee = (services: Services, id: string, assigneeUid: string | null) =>
  updateConversation(services, id, () => ({ assigneeUid })).then((r) => r.conversation);

/** Staff have read the thread: no visitor message is unread. */
export const markReadByStaff = (services: Services, id: string) =>
  updateConversation(services, id, () => ({ unreadByStaff: 0 })).then((r) => r.conversation);

/** The visitor gives the address the team answers to; its link is mailed there (`mail`). */
export const setVisitorEmail = (services: Services, id: string, email: string, mail?: MailWith) =>
  updateConversation(services, id, (record) => ({ visitor: { ...record.visitor, email }, emailKey: emailKey(email) }), mail);

/** Mails a new private link in the message `mail` composes, keeping the new token's hash. */
export const mailNewLink = (services: Services, id: string, mail: MailWith) => updateConversation(services, id, () => ({}), mail);

export interface ListOptions {
  status?: ConversationStatus;
  limit?: number;
  /** A cursor: the conversations after this one in the list's order. */
  after?: string;
}

const NEWEST_FIRST: Query['orderBy'] = [{ field: 'lastMessageAt', direction: 'desc' }];

/** Conversations, latest activity first, of one status or all. */
export async function listConversations(services: Services, options: ListOptions = {}): Promise<Doc<ConversationRecord>[]> {
  const startAfter = options.after ? await services.documents.get<ConversationRecord>(CONVERSATIONS, options.after) : null;
  return services.documents.query<ConversationRecord>(CONVERSATIONS, {
    ...(options.status && { where: [{ field: 'status', op: '==', value: options.status }] }),
    orderBy: NEWEST_FIRST,
    ...(options.limit && { limit: options.limit }),
    ...(startAfter && { startAfter }),
  });
}

/** Every conversation from an address (its canonical form: sub-addresses and Gmail's dots count as one), latest first. */
export function searchByEmail(services: Services, email: string): Promise<Doc<ConversationRecord>[]> {
  return services.documents.query<ConversationRecord>(CONVERSATIONS, {
    where: [{ field: 'emailKey', op: '==', value: emailKey(email) }],
    orderBy: NEWEST_FIRST,
  });
}
