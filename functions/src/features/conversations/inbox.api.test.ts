import { randomUUID } from 'node:crypto';
import { type InboxCounts, type InboxPage, type InboxThread, MESSAGES } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, statusesFor } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { messagesTo, waitForMessages } from '../../testing/inbox.ts';
import { CONVERSATION_MESSAGES } from './records.ts';
import { appendMessage, createConversation, readThread, setStatus } from './store.ts';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

const BASE = '/api/admin/conversations';
/** Zoé's address is hers alone in the suite's MailDev, which both stores' runs share. */
const ZOE = `zoe${randomUUID().slice(0, 8)}`;

describe('the team’s inbox', () => {
  let api: TestApi;
  let ada: Caller;
  let grace: Caller;
  let former: Caller;
  let affiliate: Caller;
  const clock = manualClock(Date.parse('2026-03-02T10:00:00Z'));
  /** Conversation ids by the visitor's first name. */
  const ids: Record<string, string> = {};

  const start = async (name: string, email: string | null, text: string, channel: 'widget' | 'contact' = 'widget') => {
    const { thread } = await createConversation(api.services, {
      channel,
      language: 'fr',
      origin: { path: '/products/people', productId: 'basic-song' },
      visitor: { fullName: name, email, country: channel === 'contact' ? 'FR' : null },
      firstMessage: { id: randomUUID(), author: 'visitor', text },
    });
    ids[name] = thread.doc.id;
    clock.advance(60_000);
    return thread.doc.id;
  };

  beforeAll(async () => {
    api = await createTestApi({ clock });
    ada = await caller(api, 'inbox-ada', { admin: true });
    grace = await caller(api, 'inbox-grace', { admin: true });
    former = await caller(api, 'inbox-former', { admin: true });
    affiliate = await caller(api, 'inbox-affiliate', { affiliate: true });
    for (const member of [ada, grace, former]) await api.request('POST', '/api/admin/session', { token: member.token });
    await api.json('PUT', '/api/admin/profile', { token: grace.token, body: { displayName: 'Grace', notifyNewOrders: false } });
    await api.services.identity.setClaims(former.uid, { admin: false });

    // Zoé asked for a person: waiting for us, two messages unread (hers; the assistant's is not).
    const zoe = await start('Zoé', `${ZOE}+chat@example.com`, 'Pouvez-vous écrire une kizomba ?');
    await appendMessage(api.services, zoe, { id: randomUUID(), author: 'assistant', text: 'Oui, nous écrivons en kizomba.' });
    await appendMessage(api.services, zoe, { id: randomUUID(), author: 'visitor', text: 'Je voudrais parler à quelqu’un' });
    await appendMessage(api.services, zoe, {
      author: 'assistant',
      text: 'Un membre de l’équipe vous répondra.',
      handover: 'asked_for_person',
    });
    clock.advance(60_000);
    // Léa is still with the assistant.
    await start('Léa', null, 'Combien coûte la livraison express ?');
    // Tom wrote through the contact form, as Zoé's address in another form.
    const tom = await start('Tom', `${ZOE.toUpperCase()}@example.com`, 'Please call me back', 'contact');
    await setStatus(api.services, tom, 'waiting_for_us');
  });
  afterAll(() => api.close());

  const list = (query = '', token = ada.token) => api.json<InboxPage & Failure>('GET', `${BASE}${query}`, { token });
  const read = (name: string, token = ada.token) => api.json<InboxThread & Failure>('GET', `${BASE}/${ids[name]}`, { token });
  const counts = () => api.json<InboxCounts>('GET', `${BASE}/counts`, { token: ada.token });
  const reply = (name: string, body: unknown) =>
    api.json<InboxThread & Failure>('POST', `${BASE}/${ids[name]}/replies`, { token: ada.token, body });

  it('is for staff only, on the server, every route', async () => {
    const tokens = { affiliate: affiliate.token, admin: ada.token };
    expect(await statusesFor(api, 'GET', BASE, tokens)).toEqual([401, 403, 200]);
    expect(await statusesFor(api, 'GET', `${BASE}/counts`, tokens)).toEqual([401, 403, 200]);
    expect(await statusesFor(api, 'GET', `${BASE}/${ids.Léa}`, tokens)).toEqual([401, 403, 200]);
    // The changes are asked of a conversation that does not exist: staff get past the guard to a 404, and nothing changes.
    const nowhere = `${BASE}/${randomUUID()}`;
    const body = { message: 'Bonjour', clientMessageId: randomUUID() };
    expect(await statusesFor(api, 'POST', `${nowhere}/replies`, tokens, body)).toEqual([401, 403, 404]);
    expect(await statusesFor(api, 'PUT', `${nowhere}/assignee`, tokens, { assigneeUid: null })).toEqual([401, 403, 404]);
    expect(await statusesFor(api, 'POST', `${nowhere}/close`, tokens)).toEqual([401, 403, 404]);
    expect(await statusesFor(api, 'POST', `${nowhere}/reopen`, tokens)).toEqual([401, 403, 404]);
    // The affiliate's attempts on a real conversation change nothing either.
    const zoe = `${BASE}/${ids.Zoé}`;
    expect((await api.request('POST', `${zoe}/replies`, { token: affiliate.token, body })).status).toBe(403);
    expect((await api.request('POST', `${zoe}/close`, { token: affiliate.token })).status).toBe(403);
    // Nothing the refused calls sent was stored.
    const stored = await readThread(api.services, ids.Zoé ?? '');
    expect(stored?.messages).toHaveLength(4);
    expect(stored?.doc.data.status).toBe('waiting_for_us');
  });

  it('lists conversations by status, newest first, with what staff have not read', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.conversations.map((c) => c.visitor.fullName)).toEqual(['Tom', 'Léa', 'Zoé']);
    expect(all.body.staff.map((m) => m.uid).sort()).toEqual([ada.uid, grace.uid].sort());
    expect(all.body.next).toBeNull();
    const waiting = await list('?status=waiting_for_us');
    expect(waiting.body.conversations.map((c) => [c.visitor.fullName, c.unreadByStaff])).toEqual([
      ['Tom', 1],
      ['Zoé', 2],
    ]);
    expect(waiting.body.conversations[1]).toMatchObject({ channel: 'widget', language: 'fr', assignee: null });
    // Léa's thread was read by the first test's call.
    expect((await counts()).body).toEqual({
      open: { total: 1, unread: 0 },
      waiting_for_us: { total: 2, unread: 2 },
      waiting_for_visitor: { total: 0, unread: 0 },
      closed: { total: 0, unread: 0 },
    });
    const bad = await list('?status=pending');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('status');
  });

  it('finds a visitor’s conversations by their address, in any of its forms', async () => {
    const found = await list(`?email=${encodeURIComponent(`${ZOE}+other@EXAMPLE.com`)}`);
    expect(found.body.conversations.map((c) => c.visitor.fullName)).toEqual(['Tom', 'Zoé']);
    expect((await list('?email=nobody%40example.com')).body.conversations).toEqual([]);
    const bad = await list('?email=not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('email');
  });

  it('shows a thread with the assistant’s answers marked, and reading it marks the visitor’s messages read', async () => {
    const { status, body } = await read('Zoé');
    expect(status).toBe(200);
    expect(body.messages.map((m) => m.author)).toEqual(['visitor', 'assistant', 'visitor', 'assistant']);
    expect(body.messages[3]).toMatchObject({ handover: 'asked_for_person' });
    expect(body.unreadByStaff).toBe(0);
    expect((await counts()).body.waiting_for_us).toEqual({ total: 2, unread: 1 });
    // A message after the read is unread again.
    await appendMessage(api.services, ids.Zoé ?? '', { id: randomUUID(), author: 'visitor', text: 'Merci !' });
    expect((await list('?status=waiting_for_us')).body.conversations.find((c) => c.id === ids.Zoé)?.unreadByStaff).toBe(1);
    expect((await read('Zoé')).body.messages).toHaveLength(5);
    expect((await api.json<Failure>('GET', `${BASE}/${randomUUID()}`, { token: ada.token })).status).toBe(404);
    expect((await api.json<Failure>('GET', `${BASE}/not%20an%20id`, { token: ada.token })).status).toBe(400);
  });

  it('stores a staff reply as written, once, and then waits for the visitor', async () => {
    const clientMessageId = randomUUID();
    const text = 'Bonjour Zoé, <b>oui</b> : la kizomba est possible en trois semaines.';
    const sent = await reply('Zoé', { message: `  ${text}\n`, clientMessageId });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('waiting_for_visitor');
    expect(sent.body.waitingSince).toBeNull();
    expect(sent.body.messages.at(-1)).toMatchObject({ author: 'staff', text, staffUid: ada.uid, id: clientMessageId });
    // Emailed to Zoé as written, in a French frame, with a link back to her conversation.
    const [mail] = await waitForMessages(`${ZOE}+chat@example.com`);
    expect(mail?.text).toContain(text);
    expect(mail?.text).toMatch(new RegExp(`http://localhost:8080/conversations/${ids.Zoé}#[A-Za-z0-9_-]{43}`));
    expect(mail?.html).not.toContain('<b>oui</b>');
    // The same reply sent again (a retry after a lost answer) is stored and emailed once.
    expect((await reply('Zoé', { message: text, clientMessageId })).body.messages).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await messagesTo(`${ZOE}+chat@example.com`)).toHaveLength(1);
    expect((await counts()).body.waiting_for_visitor.total).toBe(1);
  });

  it('refuses a blank, too long or malformed reply, storing nothing', async () => {
    const before = await api.services.documents.count(CONVERSATION_MESSAGES);
    const blank = await reply('Léa', { message: '   ', clientMessageId: randomUUID() });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields?.message).toBe(MESSAGES.messageRequired);
    const long = await reply('Léa', { message: 'a'.repeat(2001), clientMessageId: randomUUID() });
    expect(long.body.error.fields?.message).toBe(MESSAGES.messageTooLong);
    expect((await reply('Léa', { message: 'Bonjour', clientMessageId: 'x' })).status).toBe(400);
    const nowhere = await api.json<Failure>('POST', `${BASE}/${randomUUID()}/replies`, {
      token: ada.token,
      body: { message: 'Bonjour', clientMessageId: randomUUID() },
    });
    expect(nowhere.status).toBe(404);
    expect(await api.services.documents.count(CONVERSATION_MESSAGES)).toBe(before);
  });

  it('assigns a conversation to a current member of staff, or to nobody, as the production board does', async () => {
    const assign = (assigneeUid: unknown) =>
      api.json<InboxThread & Failure>('PUT', `${BASE}/${ids.Tom}/assignee`, { token: ada.token, body: { assigneeUid } });
    const given = await assign(grace.uid);
    expect(given.status).toBe(200);
    expect(given.body.assignee).toMatchObject({ uid: grace.uid, displayName: 'Grace' });
    expect((await list(`?status=waiting_for_us`)).body.conversations.find((c) => c.id === ids.Tom)?.assignee?.uid).toBe(
      grace.uid,
    );
    for (const refused of [former.uid, affiliate.uid, 'nobody-we-know']) {
      const answer = await assign(refused);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields?.assigneeUid).toBe(MESSAGES.assigneeNotStaff);
    }
    expect((await assign(42)).status).toBe(400);
    expect((await readThread(api.services, ids.Tom ?? ''))?.doc.data.assigneeUid).toBe(grace.uid);
    expect((await assign(null)).body.assignee).toBeNull();
  });

  it('closes a conversation, refuses a reply to it, and reopens it waiting on whoever writes next', async () => {
    const closed = await api.json<InboxThread>('POST', `${BASE}/${ids.Tom}/close`, { token: ada.token });
    expect(closed.body.status).toBe('closed');
    const refused = await reply('Tom', { message: 'Bonjour', clientMessageId: randomUUID() });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(MESSAGES.conversationClosed);
    expect((await readThread(api.services, ids.Tom ?? ''))?.messages).toHaveLength(1);
    // Tom's own message was the last: reopened, it waits for us.
    const reopened = await api.json<InboxThread>('POST', `${BASE}/${ids.Tom}/reopen`, { token: ada.token });
    expect(reopened.body.status).toBe('waiting_for_us');
    // Zoé's last message is our reply: reopened, it waits for her.
    await api.json('POST', `${BASE}/${ids.Zoé}/close`, { token: ada.token });
    expect((await api.json<InboxThread>('POST', `${BASE}/${ids.Zoé}/reopen`, { token: ada.token })).body.status).toBe(
      'waiting_for_visitor',
    );
    // Reopening what is not closed changes nothing.
    expect((await api.json<InboxThread>('POST', `${BASE}/${ids.Léa}/reopen`, { token: ada.token })).body.status).toBe('open');
    expect((await api.json<Failure>('POST', `${BASE}/${randomUUID()}/close`, { token: ada.token })).status).toBe(404);
  });
});
