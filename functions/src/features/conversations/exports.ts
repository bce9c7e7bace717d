/**
 * What other features (the staff inbox, the digest) may use of conversations: read and list them,
 * append a message, move their status and assignee, search by email, and their shapes for the API.
 */
export { waitingOverABusinessDay } from './inbox-queries.ts';
export { conversationsPersonalData } from './personal-data.ts';
export {
  CONVERSATION_MESSAGES,
  CONVERSATIONS,
  type ConversationRecord,
  type MessageRecord,
  toConversation,
  toMessage,
  toSummary,
} from './records.ts';
export {
  type Appended,
  appendMessage,
  conversationNotFound,
  type ListOptions,
  listConversations,
  markReadByStaff,
  type NewMessage,
  readThread,
  searchByEmail,
  setAssignee,
  setStatus,
  type Thread,
} from './store.ts';
export { sendStaffReply } from './visitor-mail.ts';
