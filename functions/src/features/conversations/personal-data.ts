import type { HeldRecord } from '@storysong/core';
import { jsonFile, type PersonalDataSource } from '../../platform/personal-data.ts';
import type { Doc } from '../../ports/documents/port.ts';
import {
  CONVERSATION_MESSAGES,
  CONVERSATIONS,
  type ConversationRecord,
  messageDocId,
  toSummary,
  toVisitorConversation,
} from './records.ts';
import { readThread, searchByEmail } from './store.ts';

/** What staff see of a conversation before acting on it: where it came from, not what it says. */
const held = (doc: Doc<ConversationRecord>): HeldRecord => ({
  kind: 'conversations',
  id: doc.id,
  summary: `${doc.data.channel}, ${doc.data.messageCount} messages`,
  at: doc.data.createdAt,
});

/**
 * The conversations' part of the staff Privacy page: every conversation from the address in any of
 * its forms (as the inbox's search finds them), with its messages.
 */
export const conversationsPersonalData: PersonalDataSource = {
  kind: 'conversations',
  async find(services, email) {
    return (await searchByEmail(services, email)).map(held);
  },
  async export(services, email) {
    const files = [];
    for (const doc of await searchByEmail(services, email)) {
      const thread = await readThread(services, doc.id);
      if (!thread) continue;
      // The visitor's own thread, without the staff's ids and the inbox's counters.
      const { assigneeUid: _assignee, unreadByStaff: _unread, ...conversation } = toSummary(thread.doc);
      const { messages } = toVisitorConversation(thread.doc, thread.messages);
      files.push(jsonFile(`conversations/${doc.id}.json`, { ...conversation, messages }));
    }
    return files;
  },
  async erase(services, email) {
    const found = await searchByEmail(services, email);
    for (const doc of found) {
      const thread = await readThread(services, doc.id);
      // Deleted whole, nothing kept (no law needs it): messages first, so a run stopped half-way is found again and finished.
      for (const message of thread?.messages ?? []) {
        await services.documents.delete(CONVERSATION_MESSAGES, messageDocId(doc.id, message.messageId));
      }
      await services.documents.delete(CONVERSATIONS, doc.id);
    }
    return { erased: found.length, kept: [] };
  },
};
