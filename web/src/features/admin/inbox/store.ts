import {
  type ConversationAssignInput,
  type ConversationStatus,
  type InboxConversation,
  type InboxCounts,
  type InboxPage,
  type InboxQuery,
  type InboxReply,
  type InboxThread,
  inboxQuerySchema,
  inboxReplySchema,
  inboxUnread,
} from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../../lib/api.ts';
import { latestOnly } from '../../../lib/latestOnly.ts';

const BASE = '/admin/conversations';
const conversationPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

interface InboxCountsState {
  counts: InboxCounts | null;
  /** Conversations with a visitor message staff have not read: the sidebar's and the bell's figure. */
  unread: number;
  load(): Promise<void>;
}

/**
 * What the sidebar and the header's bell show of the inbox. A failed load keeps the last figures:
 * the inbox itself says what went wrong.
 */
export const useInboxCounts = create<InboxCountsState>((set) => ({
  counts: null,
  unread: 0,
  async load() {
    try {
      const counts = await api<InboxCounts>(`${BASE}/counts`);
      set({ counts, unread: inboxUnread(counts) });
    } catch {
      // Left as it was; the inbox page shows its own error.
    }
  },
}));

interface InboxState {
  /** The status shown, or null for every one; ignored while searching by email. */
  status: ConversationStatus | null;
  /** The address searched for, or null. */
  email: string | null;
  list: InboxPage | null;
  listLoading: boolean;
  listError: string | null;
  /** Loading the page after the last one. */
  moreLoading: boolean;
  thread: InboxThread | null;
  threadLoading: boolean;
  threadError: string | null;
  setStatus(status: ConversationStatus | null): void;
  search(email: string | null): void;
  load(): Promise<void>;
  loadMore(): Promise<void>;
  /** Opens a thread, which the server marks read. */
  open(id: string): Promise<void>;
  close(): void;
  reply(id: string, reply: InboxReply): Promise<void>;
  assign(id: string, assigneeUid: string | null): Promise<void>;
  setClosed(id: string, closed: boolean): Promise<void>;
}

function query(state: Pick<InboxState, 'status' | 'email'>, after?: string): string {
  const wanted: InboxQuery = inboxQuerySchema.parse(
    state.email ? { email: state.email } : { ...(state.status && { status: state.status }), ...(after && { after }) },
  );
  const params = new URLSearchParams(Object.entries(wanted).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const summaryOf = ({ messages: _messages, staff: _staff, ...summary }: InboxThread): InboxConversation => summary;

const startList = latestOnly();
const startThread = latestOnly();

/** The team's inbox: the list by status or by address, one thread, and what staff do with it. */
export const useInbox = create<InboxState>((set, get) => {
  /** A thread changed on the server: shown, its line in the list brought up to date, the figures refreshed. */
  const changed = (thread: InboxThread) => {
    const list = get().list;
    set({
      thread,
      list: list && {
        ...list,
        conversations: list.conversations.map((c) => (c.id === thread.id ? summaryOf(thread) : c)),
      },
    });
    void useInboxCounts.getState().load();
  };
  return {
    status: 'waiting_for_us',
    email: null,
    list: null,
    listLoading: false,
    listError: null,
    moreLoading: false,
    thread: null,
    threadLoading: false,
    threadError: null,
    setStatus: (status) => set({ status, email: null }),
    search: (email) => set({ email }),
    async load() {
      const isLatest = startList();
      set({ listLoading: true, listError: null });
      try {
        const list = await api<InboxPage>(`${BASE}${query(get())}`);
        if (isLatest()) set({ list, listLoading: false });
      } catch (error) {
        if (isLatest()) set({ listError: (error as Error).message, listLoading: false });
      }
      void useInboxCounts.getState().load();
    },
    async loadMore() {
      const current = get().list;
      if (!current?.next) return;
      set({ moreLoading: true, listError: null });
      try {
        const more = await api<InboxPage>(`${BASE}${query(get(), current.next)}`);
        set({
          list: { ...more, conversations: [...current.conversations, ...more.conversations] },
          moreLoading: false,
        });
      } catch (error) {
        set({ listError: (error as Error).message, moreLoading: false });
      }
    },
    async open(id) {
      const isLatest = startThread();
      set({ threadLoading: true, threadError: null, thread: get().thread?.id === id ? get().thread : null });
      try {
        const thread = await api<InboxThread>(conversationPath(id));
        if (isLatest()) {
          changed(thread);
          set({ threadLoading: false });
        }
      } catch (error) {
        if (isLatest()) set({ threadError: (error as Error).message, threadLoading: false });
      }
    },
    close: () => {
      startThread();
      set({ thread: null, threadError: null, threadLoading: false });
    },
    async reply(id, reply) {
      // The same schema the route reads the body with.
      const body = inboxReplySchema.parse(reply);
      changed(await api<InboxThread>(`${conversationPath(id)}/replies`, { method: 'POST', body }));
    },
    async assign(id, assigneeUid) {
      const body: ConversationAssignInput = { assigneeUid };
      changed(await api<InboxThread>(`${conversationPath(id)}/assignee`, { method: 'PUT', body }));
    },
    async setClosed(id, closed) {
      changed(await api<InboxThread>(`${conversationPath(id)}/${closed ? 'close' : 'reopen'}`, { method: 'POST' }));
    },
  };
});
