import { z } from 'zod';
import { PRODUCT_IDS } from './catalogue.ts';
import { DAY_MS } from './durations.ts';
import { SITE_LANGUAGES, type SiteLanguage } from './enums.ts';
import { MESSAGES as M } from './messages.ts';
import { country, email, fullName } from './schemas/fields.ts';

/**
 * Conversations between a visitor and the business: the consultation dialog, the chat widget and
 * the contact form each start one; the assistant answers, staff take over (docs/data-model.md
 * `conversations`). The schemas here validate both the forms and the routes.
 */

/**
 * `open`: the assistant is answering; `waiting_for_us`: handed over, a person must reply;
 * `waiting_for_visitor`: staff replied; `closed`: the visitor can read it but no longer write.
 */
export const CONVERSATION_STATUSES = ['open', 'waiting_for_us', 'waiting_for_visitor', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const MESSAGE_AUTHORS = ['visitor', 'assistant', 'staff'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** Where a conversation was started. */
export const CONVERSATION_CHANNELS = ['consultation', 'widget', 'contact'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

/** Why the assistant handed a conversation to a person. */
export const HANDOVER_REASONS = ['low_confidence', 'asked_for_person'] as const;
export type HandoverReason = (typeof HANDOVER_REASONS)[number];

export const CONVERSATION_LIMITS = {
  messageMaxChars: 2000,
  /** Messages a visitor may send in one conversation in an hour: plenty for a person, a wall for a script. */
  visitorMessagesPerHour: 30,
  /** Bytes of randomness in a visitor's private link: 256 bits. */
  tokenBytes: 32,
  /** How long an emailed (or remembered) link opens its conversation after it was issued. */
  linkValidityMs: 180 * DAY_MS,
  /** Links kept per conversation (each email carries a new one); the oldest go first. */
  linksKept: 10,
  originPathMaxChars: 300,
} as const;

/** The header a visitor's page sends its private token in: never a query string, which servers and proxies log. */
export const CONVERSATION_TOKEN_HEADER = 'X-Conversation-Token';

/** A token as issued: 32 random bytes in base64url. */
export const CONVERSATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The visitor's page of a conversation; the token follows in the fragment, which browsers never send. */
export const conversationPath = (id: string) => `/conversations/${id}`;
export const conversationLink = (origin: string, id: string, token: string) => `${origin}${conversationPath(id)}#${token}`;

/** One message's text: trimmed, never blank, at most 2,000 characters. Shown as text everywhere, never as HTML. */
export const conversationText = z
  .string()
  .trim()
  .min(1, M.messageRequired)
  .max(CONVERSATION_LIMITS.messageMaxChars, M.messageTooLong);

/** The contact form's optional "How can we help?": empty means none. */
const optionalText = z
  .string()
  .trim()
  .max(CONVERSATION_LIMITS.messageMaxChars, M.messageTooLong)
  .optional()
  .transform((text) => text || undefined);

/** Made by the browser for each message, so a message resent after a lost connection is stored once. */
export const clientMessageId = z.uuid();

export const siteLanguage = z.enum(SITE_LANGUAGES);

/** The page the conversation started on and, from a product's page or card, the suite. */
export const conversationOriginSchema = z.object({
  path: z
    .string()
    .max(CONVERSATION_LIMITS.originPathMaxChars)
    .regex(/^\/[^\s]*$/),
  productId: z.enum(PRODUCT_IDS).optional(),
});
export type ConversationOrigin = z.infer<typeof conversationOriginSchema>;

const captchaToken = z.string().min(1, M.captchaRequired);

/** The consultation dialog's details form, shown before its chat. */
export const consultationDetailsSchema = z.object({ fullName, email: email() });
export type ConsultationDetails = z.infer<typeof consultationDetailsSchema>;

/** POST /api/conversations/consultation: the details with the first message. */
export const consultationStartSchema = consultationDetailsSchema.extend({
  message: conversationText,
  clientMessageId,
  origin: conversationOriginSchema,
  language: siteLanguage,
  captchaToken,
});
export type ConsultationStart = z.infer<typeof consultationStartSchema>;

/** POST /api/conversations/widget: the widget's first message; the email comes when it hands over, or when offered. */
export const widgetStartSchema = z.object({
  email: email().optional(),
  message: conversationText,
  clientMessageId,
  origin: conversationOriginSchema,
  language: siteLanguage,
  captchaToken,
});
export type WidgetStart = z.infer<typeof widgetStartSchema>;

/** The Contact Information form: the spec's fields and an optional message. */
export const contactFormSchema = z.object({
  fullName,
  email: email(M.emailAddressRequired),
  country: country(),
  message: optionalText,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** POST /api/conversations/contact. */
export const contactRequestSchema = contactFormSchema.extend({ language: siteLanguage, captchaToken });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** POST /api/conversations/:id/messages, with the private token in its header. */
export const visitorMessageSchema = z.object({ message: conversationText, clientMessageId });
export type VisitorMessage = z.infer<typeof visitorMessageSchema>;

/** PUT /api/conversations/:id/email: the widget's visitor leaves an address for the team's reply. */
export const visitorEmailSchema = z.object({ email: email() });

export interface ConversationMessage {
  id: string;
  author: MessageAuthor;
  text: string;
  createdAt: string;
  /** An assistant's answer: the knowledge-base entry it came from and the site page it concerns. */
  entryId?: string;
  link?: string;
  /** An assistant's message that handed the conversation to a person, and why. */
  handover?: HandoverReason;
  /** A staff reply: who wrote it. */
  staffUid?: string;
}

export interface ConversationVisitor {
  fullName: string | null;
  email: string | null;
  /** ISO 3166-1 alpha-2, from the contact form. */
  country: string | null;
}

/** What staff see of a conversation in a list. */
export interface ConversationSummary {
  id: string;
  channel: ConversationChannel;
  status: ConversationStatus;
  visitor: ConversationVisitor;
  language: SiteLanguage;
  origin: ConversationOrigin;
  assigneeUid: string | null;
  createdAt: string;
  lastMessageAt: string;
  /** The latest message's first words. */
  preview: string;
  /** Visitor messages since staff last read the thread. */
  unreadByStaff: number;
  /** When it last became waiting_for_us, for the digest's "waiting longer than a business day"; null otherwise. */
  waitingSince: string | null;
}

export interface Conversation extends ConversationSummary {
  messages: ConversationMessage[];
}

/** When the visitor can expect a person: now, or the next opening (`businessHours.ts`). */
export interface TeamAvailability {
  openNow: boolean;
  /** ISO instant of the next opening (now while open). */
  nextOpening: string;
}

/** What the visitor sees of their conversation: no staff ids, no other visitor's data. */
export interface VisitorConversation {
  id: string;
  channel: ConversationChannel;
  status: ConversationStatus;
  language: SiteLanguage;
  /** True once handed over while the team has no address to answer to: the widget asks for one. */
  needsEmail: boolean;
  messages: Omit<ConversationMessage, 'staffUid'>[];
}

/** A new conversation, with the private token that opens it; the only time the token is ever sent. */
export interface StartedConversation {
  conversation: VisitorConversation;
  token: string;
}

/** How a conversation's status moves when someone writes in it. */
export function statusAfterMessage(author: MessageAuthor, current: ConversationStatus, handover: boolean): ConversationStatus {
  if (handover) return 'waiting_for_us';
  if (author === 'staff') return 'waiting_for_visitor';
  if (author === 'visitor') return current === 'open' ? 'open' : 'waiting_for_us';
  return current;
}

/** The first words of a message, for lists and notifications. */
export function messagePreview(text: string, chars = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= chars ? flat : `${flat.slice(0, chars - 1).trimEnd()}…`;
}
