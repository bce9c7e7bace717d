import { randomUUID } from 'node:crypto';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TOKEN_HEADER,
  type ConsultationStart,
  type ConversationChannel,
  type ConversationVisitor,
  consultationStartSchema,
  contactRequestSchema,
  emailKey,
  id,
  MESSAGES,
  type StartedConversation,
  visitorEmailSchema,
  visitorMessageSchema,
  type WidgetStart,
  widgetStartSchema,
} from '@storysong/core';
import { type Context, Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import type { Limit } from '../../platform/rate-limit.ts';
import { parse, readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { dispatchQueued, recipientAllows } from '../mail/exports.ts';
import { assistantReply } from './answers.ts';
import { toSummary, toVisitorConversation } from './records.ts';
import { type AlertedConversation, alertStaff } from './staff-alerts.ts';
import { appendMessage, createConversation, type NewConversation, readThread, setVisitorEmail, type Thread } from './store.ts';
import { checkToken } from './tokens.ts';
import { linkMail } from './visitor-mail.ts';

const HOUR_MS = 60 * 60 * 1000;
/** New conversations from one visitor: a person starts a few, a script many. */
const START_LIMIT: Limit = { name: 'conversation-start', max: 10, windowMs: HOUR_MS };
/** New conversations (and addresses given) naming one email, whoever sends them. */
const EMAIL_LIMIT: Limit = { name: 'conversation-email', max: 5, windowMs: HOUR_MS };
/** Reads and messages from one visitor, across their conversations. */
const VISITOR_LIMIT: Limit = { name: 'conversation-visitor', max: 120, windowMs: 10 * 60 * 1000 };
/** A visitor's messages in one conversation (`CONVERSATION_LIMITS.visitorMessagesPerHour`). */
const THREAD_LIMIT: Limit = { name: 'conversation-messages', max: CONVERSATION_LIMITS.visitorMessagesPerHour, windowMs: HOUR_MS };

const closed = () => new HttpError(409, 'conflict', MESSAGES.conversationClosed);

async function verifyCaptcha(services: Services, c: Context, token: string): Promise<void> {
  if (!(await services.captcha.verify(token, clientAddress(c, services)))) {
    throw new HttpError(400, 'validation_failed', MESSAGES.captchaRequired, { captchaToken: MESSAGES.captchaRequired });
  }
}

/**
 * The conversation a request's private token opens. A wrong token and an unknown conversation are
 * the same "not valid" (nothing says which ids exist); a right one past its time is "expired".
 */
async function authorised(services: Services, c: Context, conversationId: string): Promise<Thread> {
  const thread = await readThread(services, conversationId);
  const token = c.req.header(CONVERSATION_TOKEN_HEADER);
  const check = thread ? checkToken(thread.doc.data.tokens, token, services.clock.now()) : 'invalid';
  if (!thread || check === 'invalid') throw new HttpError(404, 'not_found', MESSAGES.conversationLinkInvalid);
  if (check === 'expired') throw new HttpError(410, 'expired', MESSAGES.conversationLinkExpired);
  return thread;
}

/**
 * Tells staff a conversation waits for them. The conversation is stored whatever happens here: a
 * failed alert is logged, the inbox lists it anyway, and the visitor is not asked to send it again.
 */
async function staffAlerted(services: Services, conversation: AlertedConversation, quoted?: string): Promise<void> {
  try {
    await alertStaff(services, conversation, quoted);
  } catch (error) {
    services.log.error('staff_alert_failed', {
      conversationId: conversation.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The assistant answers the thread's latest (visitor) message; a handover alerts staff. */
async function answerLatest(services: Services, thread: Thread): Promise<Thread> {
  const question = thread.messages.at(-1);
  if (!question) return thread;
  const reply = await assistantReply(services, thread.doc.data.language, question.text, thread.messages.slice(0, -1));
  const { conversation, message } = await appendMessage(services, thread.doc.id, reply);
  if (reply.handover) await staffAlerted(services, toSummary(conversation), question.text);
  return { doc: conversation, messages: [...thread.messages, message] };
}

/**
 * Stores a new conversation and, where it has an address within the hourly limit for it, queues
 * the email with its private link in the same write.
 */
async function start(services: Services, input: NewConversation): Promise<{ thread: Thread; token: string }> {
  const email = input.visitor.email;
  if (email) await services.rateLimiter.enforce(EMAIL_LIMIT, emailKey(email));
  const mailing = email !== null && (await recipientAllows(services, email));
  const { thread, token, queued } = await createConversation(services, input, mailing ? linkMail(services, input) : undefined);
  if (queued) dispatchQueued(services, [queued]);
  return { thread, token };
}

/** The consultation's and the widget's first message: a conversation, answered at once. */
async function startChat(
  services: Services,
  c: Context,
  channel: ConversationChannel,
  input: ConsultationStart | WidgetStart,
): Promise<StartedConversation> {
  await verifyCaptcha(services, c, input.captchaToken);
  const visitor: ConversationVisitor = {
    fullName: 'fullName' in input ? input.fullName : null,
    email: input.email ?? null,
    country: null,
  };
  const { thread, token } = await start(services, {
    channel,
    language: input.language,
    origin: input.origin,
    visitor,
    firstMessage: { id: input.clientMessageId, author: 'visitor', text: input.message },
  });
  // The first message counts toward the conversation's hourly cap like every other.
  await services.rateLimiter.hit(THREAD_LIMIT, thread.doc.id);
  const answered = await answerLatest(services, thread);
  return { conversation: toVisitorConversation(answered.doc, answered.messages), token };
}

/**
 * /api/conversations: the visitor's side. Starting one (consultation, widget, contact form) needs a
 * CAPTCHA; after that the private token, sent in `X-Conversation-Token`, opens it.
 */
export function conversationRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const visitorLimit = (limit: Limit) => async (c: Context, next: () => Promise<void>) => {
    await services.rateLimiter.enforce(limit, clientAddress(c, services));
    await next();
  };

  routes.post('/consultation', visitorLimit(START_LIMIT), async (c) =>
    c.json(await startChat(services, c, 'consultation', await readJson(c, consultationStartSchema)), 201),
  );
  routes.post('/widget', visitorLimit(START_LIMIT), async (c) =>
    c.json(await startChat(services, c, 'widget', await readJson(c, widgetStartSchema)), 201),
  );

  /** The contact form: a conversation waiting for the team from the start, the message (if any) its first. */
  routes.post('/contact', visitorLimit(START_LIMIT), async (c) => {
    const input = await readJson(c, contactRequestSchema);
    await verifyCaptcha(services, c, input.captchaToken);
    const { thread, token } = await start(services, {
      channel: 'contact',
      status: 'waiting_for_us',
      language: input.language,
      origin: { path: '/contact-form' },
      visitor: { fullName: input.fullName, email: input.email, country: input.country },
      ...(input.message && { firstMessage: { id: randomUUID(), author: 'visitor', text: input.message } }),
    });
    await staffAlerted(services, toSummary(thread.doc), input.message);
    const started: StartedConversation = {
      conversation: toVisitorConversation(thread.doc, thread.messages),
      token,
    };
    return c.json(started, 201);
  });

  routes.get('/:id', visitorLimit(VISITOR_LIMIT), async (c) => {
    const thread = await authorised(services, c, parse(id, c.req.param('id')));
    c.header('Cache-Control', 'no-store');
    return c.json(toVisitorConversation(thread.doc, thread.messages));
  });

  /**
   * A visitor's message. Its id (made by their browser) makes a resend after a lost connection
   * change nothing; while the assistant still has the conversation, it answers before this returns.
   */
  routes.post('/:id/messages', visitorLimit(VISITOR_LIMIT), async (c) => {
    const conversationId = parse(id, c.req.param('id'));
    const input = await readJson(c, visitorMessageSchema);
    const thread = await authorised(services, c, conversationId);
    const resent = thread.messages.find((m) => m.messageId === input.clientMessageId);
    if (resent) return c.json(toVisitorConversation(thread.doc, thread.messages));
    if (thread.doc.data.status === 'closed') throw closed();
    const verdict = await services.rateLimiter.hit(THREAD_LIMIT, conversationId);
    if (!verdict.allowed) {
      throw new HttpError(429, 'rate_limited', MESSAGES.conversationTooManyMessages, undefined, {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    const appended = await appendMessage(
      services,
      conversationId,
      { id: input.clientMessageId, author: 'visitor', text: input.message },
      (doc) => {
        if (doc.data.status === 'closed') throw closed();
      },
    );
    let current: Thread = {
      doc: appended.conversation,
      messages: appended.appended ? [...thread.messages, appended.message] : thread.messages,
    };
    if (appended.appended && thread.doc.data.status === 'open') current = await answerLatest(services, current);
    return c.json(toVisitorConversation(current.doc, current.messages));
  });

  /** The widget's visitor leaves the address the team's reply goes to; their link is mailed there. */
  routes.put('/:id/email', visitorLimit(VISITOR_LIMIT), async (c) => {
    const conversationId = parse(id, c.req.param('id'));
    const { email } = await readJson(c, visitorEmailSchema);
    const thread = await authorised(services, c, conversationId);
    if (thread.doc.data.status === 'closed') throw closed();
    await services.rateLimiter.enforce(EMAIL_LIMIT, emailKey(email));
    const mailing = await recipientAllows(services, email);
    const visitor = { ...thread.doc.data.visitor, email };
    const { conversation, queued } = await setVisitorEmail(
      services,
      conversationId,
      email,
      mailing ? linkMail(services, { language: thread.doc.data.language, visitor }) : undefined,
    );
    if (queued) dispatchQueued(services, [queued]);
    return c.json(toVisitorConversation(conversation, thread.messages));
  });
  return routes;
}
