import {
  type ConsultationDetails,
  type ConversationChannel,
  type ConversationMessage,
  type ConversationStatus,
  conversationText,
  type SiteLanguage,
  type StartedConversation,
  type VisitorConversation,
} from '@storysong/core';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { ApiError } from '../../lib/api.ts';
import { giveEmail, postMessage, readConversation, startConsultation, startWidgetChat } from './conversationApi.ts';
import { forgetConversation, rememberConversation, rememberedConversation } from './conversationMemory.ts';

/** Where a message of the visitor's stands: in the thread on the server, on its way, or waiting for the connection. */
export type Delivery = 'sent' | 'sending' | 'unsent';

export type ThreadMessage = Omit<ConversationMessage, 'staffUid'> & { delivery: Delivery };

/** What a visitor's message is sent with: their language, the page they write from and the suite they ask about. */
export interface Context {
  language: SiteLanguage;
  path: string;
  productId?: string | null;
}

export interface ChatState {
  conversationId: string | null;
  token: string | null;
  status: ConversationStatus | null;
  needsEmail: boolean;
  messages: ThreadMessage[];
  /** True while the server answers: the typing indicator shows and sending waits. */
  pending: boolean;
  /** Reading a conversation opened from its link or from this device. */
  loading: boolean;
  /** The CAPTCHA's token for the first message, which starts the conversation. */
  captchaToken: string | null;
  /** One more each time the server refuses the CAPTCHA's token: the widget is shown afresh. */
  captchaRound: number;
  /** A refusal's message (core's English text, shown translated); null when all is well. */
  error: string | null;
  /** The text of a refused message, handed back to the composer. */
  returned: string | null;
  /** The consultation's details form, sent with its first message. */
  details: ConsultationDetails | null;
  setDetails: (details: ConsultationDetails) => void;
  setCaptcha: (token: string | null) => void;
  /** Appends the visitor's message and sends it; false when it is blank or the assistant is still answering. */
  send: (text: string, context: Context) => boolean;
  /** Sends, once each and in order, the messages written while offline. */
  flush: () => Promise<void>;
  /** Opens a conversation by its id and token (its link, or this device's last one). False when it no longer opens. */
  open: (id: string, token: string) => Promise<boolean>;
  /** Gives the team an address to reply to; true once stored. */
  saveEmail: (email: string) => Promise<boolean>;
  takeReturned: () => string | null;
}

export type ChatStore = UseBoundStore<StoreApi<ChatState>>;

interface ChatOptions {
  channel: Extract<ConversationChannel, 'consultation' | 'widget'>;
  /** Keep the conversation on this device, for the widget to reopen it. */
  remember?: boolean;
}

/** The server's thread, with the visitor's messages it has not seen yet kept after it. */
function merged(conversation: VisitorConversation, local: readonly ThreadMessage[]): ThreadMessage[] {
  const stored = new Set(conversation.messages.map((m) => m.id));
  return [
    ...conversation.messages.map((m): ThreadMessage => ({ ...m, delivery: 'sent' })),
    ...local.filter((m) => !stored.has(m.id) && m.delivery !== 'sent'),
  ];
}

const isOffline = (error: unknown) => error instanceof ApiError && error.code === 'network';
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A conversation with the business, kept on the server (issue 74): the visitor's messages go to
 * the API, the assistant's answer (or the handover to a person) comes back with each. A message
 * written offline stays in the thread as "not sent yet" and goes once the connection returns,
 * with the id it was given, so the server stores it once however often it is resent.
 */
export function createChatStore({ channel, remember = false }: ChatOptions): ChatStore {
  let context: Context = { language: 'en', path: '/' };

  const store = create<ChatState>((set, get) => {
    const accept = (conversation: VisitorConversation) =>
      set((state) => ({
        conversationId: conversation.id,
        status: conversation.status,
        needsEmail: conversation.needsEmail,
        messages: merged(conversation, state.messages),
      }));

    const refuse = (id: string, error: unknown) => {
      const message = error instanceof ApiError ? error.message : String(error);
      set((state) => ({
        messages: state.messages.filter((m) => m.id !== id),
        returned: state.messages.find((m) => m.id === id)?.text ?? null,
        error: message,
        // A CAPTCHA past its time is asked for again.
        ...(error instanceof ApiError &&
          error.fields.captchaToken && { captchaToken: null, captchaRound: state.captchaRound + 1 }),
      }));
    };

    const mark = (id: string, delivery: Delivery) =>
      set((state) => ({ messages: state.messages.map((m) => (m.id === id ? { ...m, delivery } : m)) }));

    /** Sends one message: the first starts the conversation. */
    async function deliver(message: ThreadMessage): Promise<'sent' | 'offline' | 'refused'> {
      const { conversationId, token, captchaToken, details } = get();
      mark(message.id, 'sending');
      set({ pending: true, error: null });
      try {
        if (conversationId && token) {
          accept(await postMessage(conversationId, token, { message: message.text, clientMessageId: message.id }));
        } else {
          const start = {
            message: message.text,
            clientMessageId: message.id,
            origin: { path: context.path, ...(context.productId ? { productId: context.productId } : {}) },
            language: context.language,
            captchaToken: captchaToken ?? '',
          };
          const started: StartedConversation =
            channel === 'consultation'
              ? await startConsultation({ ...start, fullName: details?.fullName ?? '', email: details?.email ?? '' })
              : await startWidgetChat(start);
          set({ token: started.token });
          if (remember) rememberConversation({ id: started.conversation.id, token: started.token });
          accept(started.conversation);
        }
        return 'sent';
      } catch (error) {
        if (isOffline(error)) {
          mark(message.id, 'unsent');
          return 'offline';
        }
        refuse(message.id, error);
        return 'refused';
      } finally {
        set({ pending: false });
      }
    }

    let flushing: Promise<void> | null = null;
    const flush = () => {
      flushing ??= (async () => {
        try {
          for (;;) {
            const next = get().messages.find((m) => m.delivery === 'unsent');
            if (!next || !online() || (await deliver(next)) === 'offline') return;
          }
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    };

    return {
      conversationId: null,
      token: null,
      status: null,
      needsEmail: false,
      messages: [],
      pending: false,
      loading: false,
      captchaToken: null,
      captchaRound: 0,
      error: null,
      returned: null,
      details: null,
      setDetails: (details) => set({ details }),
      setCaptcha: (captchaToken) => set({ captchaToken, ...(captchaToken && { error: null }) }),
      send: (text, sentFrom) => {
        const parsed = conversationText.safeParse(text);
        const state = get();
        if (!parsed.success || state.pending || state.status === 'closed') return false;
        context = sentFrom;
        const message: ThreadMessage = {
          id: crypto.randomUUID(),
          author: 'visitor',
          text: parsed.data,
          createdAt: new Date().toISOString(),
          delivery: 'unsent',
        };
        set({ messages: [...state.messages, message], error: null });
        // Messages keep their order: one written offline goes after those still waiting.
        if (online()) void flush();
        return true;
      },
      flush,
      open: async (id, token) => {
        // Read again to see new replies, the thread already shown stays without a loader.
        set({ loading: get().conversationId !== id, error: null });
        try {
          const conversation = await readConversation(id, token);
          set({ token });
          accept(conversation);
          return true;
        } catch (error) {
          if (!isOffline(error) && remember) forgetConversation();
          set({ error: error instanceof ApiError ? error.message : String(error) });
          return false;
        } finally {
          set({ loading: false });
        }
      },
      saveEmail: async (email) => {
        const { conversationId, token } = get();
        if (!conversationId || !token) return false;
        try {
          accept(await giveEmail(conversationId, token, email));
          return true;
        } catch (error) {
          set({ error: error instanceof ApiError ? error.message : String(error) });
          return false;
        }
      },
      takeReturned: () => {
        const text = get().returned;
        if (text !== null) set({ returned: null });
        return text;
      },
    };
  });

  if (typeof window !== 'undefined') window.addEventListener('online', () => void store.getState().flush());
  return store;
}

/** The floating widget keeps its conversation on this device; the consultation dialog one per visit. */
export const useWidgetChat = createChatStore({ channel: 'widget', remember: true });
export const useDialogChat = createChatStore({ channel: 'consultation' });

/** The widget's last conversation on this device, reopened once when the panel first shows. */
let reopened = false;
export function reopenWidgetChat(): void {
  if (reopened) return;
  reopened = true;
  const last = rememberedConversation();
  if (last) void useWidgetChat.getState().open(last.id, last.token);
}
