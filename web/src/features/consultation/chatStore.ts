import { type ChatMessage, chatMessageSchema, TIMINGS } from '@storysong/core';
import { create, type StoreApi, type UseBoundStore } from 'zustand';

export interface ChatState {
  messages: ChatMessage[];
  /** True while the assistant is "typing": sending is blocked until the reply arrives. */
  pending: boolean;
  /** Appends the visitor's message and, after the typing delay, the canned reply. False when blocked. */
  send: (content: string, reply: string) => boolean;
}

export type ChatStore = UseBoundStore<StoreApi<ChatState>>;

let sequence = 0;
const nextId = () => `m${++sequence}`;

/** The chat is simulated in the browser (spec section 7): no network call, a fixed reply. */
export function createChatStore(): ChatStore {
  return create<ChatState>((set, get) => ({
    messages: [],
    pending: false,
    send: (content, reply) => {
      const parsed = chatMessageSchema.safeParse({ content });
      if (!parsed.success || get().pending) return false;
      set((state) => ({
        messages: [...state.messages, { id: nextId(), content: parsed.data.content, sender: 'user' }],
        pending: true,
      }));
      setTimeout(() => {
        set((state) => ({ messages: [...state.messages, { id: nextId(), content: reply, sender: 'ai' }], pending: false }));
      }, TIMINGS.chatReplyMs);
      return true;
    },
  }));
}

/** The floating widget and the consultation dialog each keep their own conversation. */
export const useWidgetChat = createChatStore();
export const useDialogChat = createChatStore();
