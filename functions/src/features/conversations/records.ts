import type {
  Conversation,
  ConversationChannel,
  ConversationMessage,
  ConversationOrigin,
  ConversationStatus,
  ConversationSummary,
  ConversationVisitor,
  HandoverReason,
  MessageAuthor,
  SiteLanguage,
  VisitorConversation,
} from '@storysong/core';
import type { Doc } from '../../ports/documents/port.ts';

export const CONVERSATIONS = 'conversations';
/** One document per message, keyed `<conversation>_<message>`: a message resent with its id is found, not stored twice. */
export const CONVERSATION_MESSAGES = 'conversation_messages';

/** A private link's token as kept: only its SHA-256, and when it stops opening the conversation. */
export interface StoredToken {
  hash: string;
  expiresAt: string;
}

/** docs/data-model.md `conversations`. */
export interface ConversationRecord extends Record<string, unknown> {
  channel: ConversationChannel;
  status: ConversationStatus;
  language: SiteLanguage;
  origin: ConversationOrigin;
  visitor: ConversationVisitor;
  /** The visitor's address in canonical form (`emailKey`), for staff's search; null until they give one. */
  emailKey: string | null;
  assigneeUid: string | null;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string;
  preview: string;
  /** Messages so far: the next one's `seq`. */
  messageCount: number;
  unreadByStaff: number;
  waitingSince: string | null;
  /** The private links' tokens, newest last (`CONVERSATION_LIMITS.linksKept`). */
  tokens: StoredToken[];
}

/** docs/data-model.md `conversation_messages`. */
export interface MessageRecord extends Record<string, unknown> {
  conversationId: string;
  /** The message's id within its conversation: the browser's for a visitor's, ours otherwise. */
  messageId: string;
  /** Its place in the thread, from 0: messages written in one millisecond keep their order. */
  seq: number;
  author: MessageAuthor;
  text: string;
  createdAt: string;
  entryId?: string;
  link?: string;
  handover?: HandoverReason;
  staffUid?: string;
}

export const messageDocId = (conversationId: string, messageId: string) => `${conversationId}_${messageId}`;

export function toSummary(doc: Doc<ConversationRecord>): ConversationSummary {
  const {
    channel,
    status,
    visitor,
    language,
    origin,
    assigneeUid,
    createdAt,
    lastMessageAt,
    preview,
    unreadByStaff,
    waitingSince,
  } = doc.data;
  return {
    id: doc.id,
    channel,
    status,
    visitor,
    language,
    origin,
    assigneeUid,
    createdAt,
    lastMessageAt,
    preview,
    unreadByStaff,
    waitingSince,
  };
}

export function toMessage(record: MessageRecord): ConversationMessage {
  const { messageId, author, text, createdAt, entryId, link, handover, staffUid } = record;
  return {
    id: messageId,
    author,
    text,
    createdAt,
    ...(entryId !== undefined && { entryId }),
    ...(link !== undefined && { link }),
    ...(handover !== undefined && { handover }),
    ...(staffUid !== undefined && { staffUid }),
  };
}

export function toConversation(doc: Doc<ConversationRecord>, messages: MessageRecord[]): Conversation {
  return { ...toSummary(doc), messages: messages.map(toMessage) };
}

/** The visitor's view: their thread without staff ids. */
export function toVisitorConversation(doc: Doc<ConversationRecord>, messages: MessageRecord[]): VisitorConversation {
  const { channel, status, language, visitor } = doc.data;
  return {
    id: doc.id,
    channel,
    status,
    language,
    needsEmail: visitor.email === null && status === 'waiting_for_us',
    messages: messages.map((record) => {
      const { staffUid: _staffUid, ...message } = toMessage(record);
      return message;
    }),
  };
}
