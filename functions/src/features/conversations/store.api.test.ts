import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import {
  appendMessage,
  createConversation,
  listConversations,
  readThread,
  searchByEmail,
  setAssignee,
  setStatus,
} from './store.ts';
import { checkToken } from './tokens.ts';

describe('conversations on the documents port', () => {
  let api: TestApi;
  const clock = manualClock();
  beforeAll(async () => {
    api = await createTestApi({ clock });
  });
  afterAll(() => api.close());

  const start = (email: string | null, text = 'Hello') =>
    createConversation(api.services, {
      channel: 'widget',
      language: 'en',
      origin: { path: '/' },
      visitor: { fullName: null, email, country: null },
      firstMessage: { id: randomUUID(), author: 'visitor', text },
    });

  it('keeps only the hash of the link, which opens it until it expires', async () => {
    const { thread, token } = await start(null);
    const stored = (await readThread(api.services, thread.doc.id))?.doc.data;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(checkToken(stored?.tokens ?? [], token, clock.now())).toBe('valid');
    // One character changed (a token already ending in A would otherwise be itself, one run in 64).
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(checkToken(stored?.tokens ?? [], forged, clock.now())).toBe('invalid');
    expect(checkToken(stored?.tokens ?? [], token, clock.now() + 181 * 24 * 3600_000)).toBe('expired');
  });

  it('appends in order, once per message id, moving the status', async () => {
    const { thread } = await start(null, 'First');
    const id = thread.doc.id;
    const again = randomUUID();
    expect((await appendMessage(api.services, id, { id: again, author: 'visitor', text: 'Second' })).appended).toBe(true);
    expect((await appendMessage(api.services, id, { id: again, author: 'visitor', text: 'Second' })).appended).toBe(false);
    const handedOver = await appendMessage(api.services, id, {
      author: 'assistant',
      text: 'A person will reply',
      handover: 'asked_for_person',
    });
    expect(handedOver.conversation.data.status).toBe('waiting_for_us');
    expect(handedOver.conversation.data.waitingSince).toBe(new Date(clock.now()).toISOString());
    const read = await readThread(api.services, id);
    expect(read?.messages.map((m) => [m.seq, m.author, m.text])).toEqual([
      [0, 'visitor', 'First'],
      [1, 'visitor', 'Second'],
      [2, 'assistant', 'A person will reply'],
    ]);
    expect(read?.doc.data.unreadByStaff).toBe(2);
    const replied = await appendMessage(api.services, id, { author: 'staff', text: 'Hi, Sam here', staffUid: 'staff-1' });
    expect(replied.conversation.data).toMatchObject({ status: 'waiting_for_visitor', waitingSince: null });
  });

  it('lists by status, latest first, and finds conversations by canonical email', async () => {
    const email = `Visitor.${randomUUID().slice(0, 8)}@example.com`;
    const first = await start(email);
    clock.advance(1000);
    const second = await start(email.toLowerCase().replace('@', '+chat@'));
    await setStatus(api.services, first.thread.doc.id, 'closed');
    await setAssignee(api.services, second.thread.doc.id, 'staff-2');
    const found = await searchByEmail(api.services, email);
    expect(found.map((d) => d.id)).toEqual([second.thread.doc.id, first.thread.doc.id]);
    expect(found[0]?.data.assigneeUid).toBe('staff-2');
    const closed = await listConversations(api.services, { status: 'closed' });
    expect(closed.map((d) => d.id)).toContain(first.thread.doc.id);
    expect(closed.every((d) => d.data.status === 'closed')).toBe(true);
    const page = await listConversations(api.services, { limit: 1 });
    const next = await listConversations(api.services, { limit: 1, after: page[0]?.id });
    expect(next[0]?.id).not.toBe(page[0]?.id);
  });
});
