import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TOKEN,
  consultationStartSchema,
  contactFormSchema,
  contactRequestSchema,
  conversationLink,
  conversationText,
  messagePreview,
  statusAfterMessage,
  visitorMessageSchema,
  widgetStartSchema,
} from './conversations.ts';
import { MESSAGES } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const start = {
  message: 'Can you write a Kizomba song for my wife?',
  clientMessageId: '0d5bd0a4-4b8e-4b39-9a55-3f0c8d9c2c11',
  origin: { path: '/product/basic-song', productId: 'basic-song' },
  language: 'fr',
  captchaToken: 'token',
};

describe('conversation schemas', () => {
  it('trims a message and refuses a blank or over-long one', () => {
    expect(conversationText.parse('  Hello\nthere  ')).toBe('Hello\nthere');
    expect(firstMessage(conversationText.safeParse(' \n\t '))).toBe(MESSAGES.messageRequired);
    expect(conversationText.safeParse('x'.repeat(2000)).success).toBe(true);
    expect(firstMessage(conversationText.safeParse('x'.repeat(2001)))).toBe(MESSAGES.messageTooLong);
  });

  it('starts a consultation with the details form and the first message', () => {
    expect(consultationStartSchema.safeParse({ ...start, fullName: 'Ana Silva', email: 'ana@example.com' }).success).toBe(true);
    expect(firstMessage(consultationStartSchema.safeParse({ ...start, fullName: '', email: 'ana@example.com' }))).toBe(
      MESSAGES.fullNameRequired,
    );
    expect(firstMessage(consultationStartSchema.safeParse({ ...start, fullName: 'Ana', email: 'ana@', captchaToken: 'x' }))).toBe(
      MESSAGES.emailInvalid,
    );
  });

  it('lets the widget start without an email, but not without a CAPTCHA, a known language or a site path', () => {
    expect(widgetStartSchema.safeParse(start).success).toBe(true);
    expect(firstMessage(widgetStartSchema.safeParse({ ...start, captchaToken: '' }))).toBe(MESSAGES.captchaRequired);
    expect(widgetStartSchema.safeParse({ ...start, language: 'it' }).success).toBe(false);
    expect(widgetStartSchema.safeParse({ ...start, origin: { path: 'https://evil.example/' } }).success).toBe(false);
    expect(widgetStartSchema.safeParse({ ...start, origin: { path: '/', productId: 'no-such-suite' } }).success).toBe(false);
    expect(widgetStartSchema.safeParse({ ...start, clientMessageId: 'not-a-uuid' }).success).toBe(false);
  });

  it('takes the contact form with or without a message, an empty one meaning none', () => {
    const form = { fullName: 'Ana Silva', email: 'ana@example.com', country: 'Portugal' };
    expect(contactFormSchema.parse({ ...form, message: '   ' })).toEqual({ ...form, country: 'PT', message: undefined });
    expect(contactFormSchema.parse({ ...form, message: ' Hi ' }).message).toBe('Hi');
    expect(firstMessage(contactFormSchema.safeParse({ ...form, message: 'x'.repeat(2001) }))).toBe(MESSAGES.messageTooLong);
    expect(contactRequestSchema.safeParse({ ...form, language: 'en', captchaToken: 't' }).success).toBe(true);
    expect(firstMessage(contactRequestSchema.safeParse({ ...form, language: 'en', captchaToken: '' }))).toBe(
      MESSAGES.captchaRequired,
    );
  });

  it("needs a client message id on a visitor's message, so a resend is stored once", () => {
    expect(visitorMessageSchema.safeParse({ message: 'Hi' }).success).toBe(false);
    expect(visitorMessageSchema.safeParse({ message: 'Hi', clientMessageId: start.clientMessageId }).success).toBe(true);
  });
});

describe('conversation rules', () => {
  it('moves the status: handover and a visitor after staff wait for us, a staff reply waits for the visitor', () => {
    expect(statusAfterMessage('visitor', 'open', false)).toBe('open');
    expect(statusAfterMessage('assistant', 'open', true)).toBe('waiting_for_us');
    expect(statusAfterMessage('visitor', 'waiting_for_visitor', false)).toBe('waiting_for_us');
    expect(statusAfterMessage('staff', 'waiting_for_us', false)).toBe('waiting_for_visitor');
    expect(statusAfterMessage('assistant', 'open', false)).toBe('open');
  });

  it('puts the token in the fragment, never the query string', () => {
    const token = 'A'.repeat(43);
    expect(CONVERSATION_TOKEN.test(token)).toBe(true);
    const link = new URL(conversationLink('https://storysong.com', 'abc', token));
    expect(link.search).toBe('');
    expect(link.pathname).toBe('/conversations/abc');
    expect(link.hash).toBe(`#${token}`);
  });

  it('previews a message on one line, cut with an ellipsis', () => {
    expect(messagePreview('Hello\n\nthere')).toBe('Hello there');
    expect(messagePreview('word '.repeat(50), 20)).toHaveLength(19 + 1);
  });
});
