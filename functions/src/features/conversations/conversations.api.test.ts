import { randomUUID } from 'node:crypto';
import { CONVERSATION_TOKEN_HEADER, MESSAGES, type StartedConversation, type VisitorConversation } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantQuestion } from '../../ports/assistant/port.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { CONVERSATION_MESSAGES, CONVERSATIONS } from './records.ts';
import { appendMessage, setStatus } from './store.ts';
import { sendStaffReply } from './visitor-mail.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * The visitor's side of conversations, with an assistant that answers what it is asked to and
 * hands over when asked for a person: the routes' rules are under test here, not the assistant's.
 */
describe('conversations: the visitor side', () => {
  let api: TestApi;
  const clock = manualClock(Date.parse('2026-12-02T10:00:00Z')); // a Wednesday, the team in
  const asked: AssistantQuestion[] = [];

  beforeAll(async () => {
    api = await createTestApi(
      {
        clock,
        assistant: {
          kind: 'test',
          answer: async (question) => {
            asked.push(question);
            return /person|humain/i.test(question.question)
              ? { kind: 'handover', reason: 'asked_for_person' }
              : { kind: 'answer', text: `Answer to: ${question.question}`, entryId: 'rush', link: '/products/people' };
          },
        },
      },
      { TRUSTED_PROXY_HOPS: '1' },
    );
  });
  afterAll(() => api.close());

  /** Each request from an address of its own, so the per-visitor limits never add up across tests. */
  let requests = 0;
  const visitor = () => `203.0.${Math.floor(++requests / 250)}.${requests % 250}`;
  const captcha = async () => ((await (await api.request('POST', '/api/captcha/local')).json()) as { token: string }).token;
  const call = async <T>(method: string, path: string, options: { body?: unknown; token?: string; from?: string } = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? visitor() };
    if (options.token !== undefined) headers[CONVERSATION_TOKEN_HEADER] = options.token;
    const response = await api.request(method, path, { body: options.body, headers });
    return { status: response.status, body: (await response.json()) as T & ErrorBody };
  };
  const mailbox = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;
  const start = async (kind: 'consultation' | 'widget', fields: Record<string, unknown> = {}) =>
    call<StartedConversation>('POST', `/api/conversations/${kind}`, {
      body: {
        message: 'What does rush cost for Basic Song?',
        clientMessageId: randomUUID(),
        origin: { path: '/products/people' },
        language: 'fr',
        captchaToken: await captcha(),
        ...fields,
      },
    });
  const post = (id: string, token: string, message: string, clientMessageId: string = randomUUID()) =>
    call<VisitorConversation>('POST', `/api/conversations/${id}/messages`, { token, body: { message, clientMessageId } });
  const stored = async () => ({
    conversations: await api.services.documents.count(CONVERSATIONS),
    messages: await api.services.documents.count(CONVERSATION_MESSAGES),
  });

  it('starts a consultation with its details and first message, answers it at once, and mails the private link', async () => {
    const email = mailbox();
    const started = await start('consultation', { fullName: 'Zoé Martin', email });
    expect(started.status).toBe(201);
    const { conversation, token } = started.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(conversation).toMatchObject({ channel: 'consultation', status: 'open', language: 'fr', needsEmail: false });
    expect(conversation.messages.map((m) => [m.author, m.text])).toEqual([
      ['visitor', 'What does rush cost for Basic Song?'],
      ['assistant', 'Answer to: What does rush cost for Basic Song?'],
    ]);
    expect(conversation.messages[1]).toMatchObject({ entryId: 'rush', link: '/products/people' });
    expect(asked.at(-1)).toMatchObject({ language: 'fr', history: [] });

    // Only the token's hash is kept.
    const record = await api.services.documents.get(CONVERSATIONS, conversation.id);
    expect(JSON.stringify(record?.data)).not.toContain(token);

    const [mail] = await waitForMessages(email);
    expect(mail?.subject).toBe('Votre conversation avec Storysong');
    const link = new URL(/https?:\/\/\S+\/conversations\/[^\s"<]+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/');
    expect(link.pathname).toBe(`/conversations/${conversation.id}`);
    expect(link.search).toBe('');
    expect(link.hash).toBe(`#${token}`);
  });

  it('reads the thread with the token in its header only: not without it, not from the address, not with a forged one', async () => {
    const { conversation, token } = (await start('widget')).body;
    const read = await call<VisitorConversation>('GET', `/api/conversations/${conversation.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.messages).toHaveLength(2);

    for (const attempt of [
      call('GET', `/api/conversations/${conversation.id}`),
      call('GET', `/api/conversations/${conversation.id}?token=${token}`),
      call('GET', `/api/conversations/${conversation.id}`, { token: `${token.slice(0, -2)}AA` }),
      call('GET', `/api/conversations/${randomUUID()}`, { token }),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(MESSAGES.conversationLinkInvalid);
    }
  });

  it('refuses an expired link with its own message, changing nothing', async () => {
    const { conversation, token } = (await start('widget')).body;
    clock.advance(181 * 24 * 60 * 60 * 1000);
    try {
      const before = await stored();
      const refused = await post(conversation.id, token, 'Still there?');
      expect(refused.status).toBe(410);
      expect(refused.body.error).toMatchObject({ code: 'expired', message: MESSAGES.conversationLinkExpired });
      expect(await stored()).toEqual(before);
    } finally {
      clock.advance(-181 * 24 * 60 * 60 * 1000);
    }
  });

  it('answers each message; a message resent with its id is stored once and answered once', async () => {
    const { conversation, token } = (await start('widget')).body;
    const id = randomUUID();
    const first = await post(conversation.id, token, 'And for Pro Artist?', id);
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m) => m.author)).toEqual(['visitor', 'assistant', 'visitor', 'assistant']);
    expect(asked.at(-1)?.history?.map((m) => m.author)).toEqual(['visitor', 'assistant']);
    const questions = asked.length;
    const resent = await post(conversation.id, token, 'And for Pro Artist?', id);
    expect(resent.status).toBe(200);
    expect(resent.body.messages).toHaveLength(4);
    expect(asked).toHaveLength(questions);
  });

  it('refuses blank and over-long messages and a closed conversation with clear messages, storing nothing', async () => {
    const { conversation, token } = (await start('widget')).body;
    const before = await stored();
    const blank = await post(conversation.id, token, '  \n ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(MESSAGES.messageRequired);
    const long = await post(conversation.id, token, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(MESSAGES.messageTooLong);
    await setStatus(api.services, conversation.id, 'closed');
    const closed = await post(conversation.id, token, 'Hello?');
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe(MESSAGES.conversationClosed);
    expect(await stored()).toEqual(before);
    // A closed conversation can still be read.
    expect((await call('GET', `/api/conversations/${conversation.id}`, { token })).status).toBe(200);
  });

  it('needs a CAPTCHA for the first message, and stores nothing without one', async () => {
    const before = await stored();
    const refused = await start('widget', { captchaToken: 'forged.token' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ captchaToken: MESSAGES.captchaRequired });
    const missing = await start('consultation', { fullName: 'Zoé', email: mailbox(), captchaToken: '' });
    expect(missing.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('hands over when asked for a person: waiting for us, told when the team replies, and asked for an email', async () => {
    const { conversation, token } = (await start('widget', { message: 'Je veux parler à une personne, un humain' })).body;
    expect(conversation.status).toBe('waiting_for_us');
    expect(conversation.needsEmail).toBe(true);
    const handover = conversation.messages.at(-1);
    expect(handover).toMatchObject({ author: 'assistant', handover: 'asked_for_person' });
    expect(handover?.text).toContain("un membre de l'équipe vous répondra ici très bientôt");
    expect(handover?.text).toContain('sous 24 heures les jours ouvrables');

    // Now with the team: the assistant stays quiet.
    const questions = asked.length;
    const more = await post(conversation.id, token, 'It is for my wife’s 40th');
    expect(more.body.messages.at(-1)?.author).toBe('visitor');
    expect(more.body.status).toBe('waiting_for_us');
    expect(asked).toHaveLength(questions);

    const email = mailbox();
    const given = await call<VisitorConversation>('PUT', `/api/conversations/${conversation.id}/email`, {
      token,
      body: { email },
    });
    expect(given.status).toBe(200);
    expect(given.body.needsEmail).toBe(false);
    expect((await waitForMessages(email))[0]?.subject).toBe('Votre conversation avec Storysong');
    const bad = await call('PUT', `/api/conversations/${conversation.id}/email`, { token, body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
  });

  it('says when the team will reply when it is out: the next weekday opening, in GMT', async () => {
    clock.advance(2 * 24 * 60 * 60 * 1000 + 8 * 60 * 60 * 1000); // Friday 18:00 GMT
    try {
      const { conversation } = (await start('widget', { message: 'I want a person please', language: 'en' })).body;
      expect(conversation.messages.at(-1)?.text).toContain('from Monday 09:00 GMT');
    } finally {
      clock.advance(-(2 * 24 * 60 * 60 * 1000 + 8 * 60 * 60 * 1000));
    }
  });

  it('takes the contact form as a conversation waiting for the team, with or without a message', async () => {
    const email = mailbox();
    const form = { fullName: 'Ana Silva', email, country: 'Portugal', language: 'pt' };
    const withMessage = await call<StartedConversation>('POST', '/api/conversations/contact', {
      body: { ...form, message: '  Podem escrever uma kizomba?  ', captchaToken: await captcha() },
    });
    expect(withMessage.status).toBe(201);
    expect(withMessage.body.conversation).toMatchObject({ channel: 'contact', status: 'waiting_for_us' });
    expect(withMessage.body.conversation.messages.map((m) => [m.author, m.text])).toEqual([
      ['visitor', 'Podem escrever uma kizomba?'],
    ]);
    const record = await api.services.documents.get<{ visitor: unknown }>(CONVERSATIONS, withMessage.body.conversation.id);
    expect(record?.data.visitor).toEqual({ fullName: 'Ana Silva', email, country: 'PT' });
    expect((await waitForMessages(email))[0]?.subject).toBe('A sua conversa com a Storysong');

    const without = await call<StartedConversation>('POST', '/api/conversations/contact', {
      body: { ...form, email: mailbox(), message: '', captchaToken: await captcha() },
    });
    expect(without.status).toBe(201);
    expect(without.body.conversation.messages).toEqual([]);

    const before = await stored();
    const refused = await call('POST', '/api/conversations/contact', {
      body: { ...form, message: 'x'.repeat(2001), captchaToken: await captcha() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.message).toBe(MESSAGES.messageTooLong);
    const noCaptcha = await call('POST', '/api/conversations/contact', { body: { ...form, captchaToken: 'x.y' } });
    expect(noCaptcha.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('caps conversations per email address, and messages per conversation per hour', async () => {
    const email = mailbox();
    for (let n = 0; n < 5; n++) expect((await start('consultation', { fullName: 'Zoé', email })).status).toBe(201);
    const sixth = await start('consultation', { fullName: 'Zoé', email: email.replace('@', '+again@') });
    expect(sixth.status).toBe(429);
    // However many conversations that address starts, it is mailed at most five times an hour.
    expect(await waitForMessages(email, 5)).toHaveLength(5);

    const { conversation, token } = (await start('widget')).body;
    for (let n = 1; n < 30; n++) expect((await post(conversation.id, token, `Question ${n}`)).status).toBe(200);
    const capped = await post(conversation.id, token, 'One too many');
    expect(capped.status).toBe(429);
    expect(capped.body.error.message).toBe(MESSAGES.conversationTooManyMessages);
  });

  it("emails a staff reply in the visitor's language, the staff's words as text, with a new link that opens the thread", async () => {
    const email = mailbox();
    const { conversation } = (await start('consultation', { fullName: 'Zoé', email, message: 'Je veux une personne' })).body;
    await waitForMessages(email);
    const words = 'Bonjour Zoé,\nOui, en kizomba <b>sans souci</b> & en 3 semaines.';
    await appendMessage(api.services, conversation.id, { author: 'staff', text: words, staffUid: 'staff-1' });
    expect(await sendStaffReply(api.services, conversation.id, { text: words })).toBe(true);
    const [, reply] = await waitForMessages(email, 2);
    expect(reply?.subject).toBe('Storysong vous a répondu');
    expect(reply?.text).toContain('Oui, en kizomba <b>sans souci</b> & en 3 semaines.');
    expect(reply?.html).toContain('&lt;b&gt;sans souci&lt;/b&gt; &amp; en 3 semaines.');
    const link = new URL(/https?:\/\/\S+\/conversations\/[^\s"<]+/.exec(reply?.text ?? '')?.[0] ?? 'http://x/');
    const opened = await call<VisitorConversation>('GET', link.pathname.replace(/^/, '/api'), { token: link.hash.slice(1) });
    expect(opened.status).toBe(200);
    expect(opened.body.status).toBe('waiting_for_visitor');
    expect(opened.body.messages.at(-1)).toEqual(expect.objectContaining({ author: 'staff', text: words }));
    expect(opened.body.messages.at(-1)).not.toHaveProperty('staffUid');
  });
});
