import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { sendProductionDigest } from '../admin/exports.ts';
import { appendMessage, createConversation, setAssignee } from './store.ts';

describe('the morning email’s conversations waiting for us', () => {
  let api: TestApi;
  let ada: Caller;
  // Friday 27 February 2026, 15:00 GMT.
  const clock = manualClock(Date.parse('2026-02-27T15:00:00Z'));

  /** A conversation handed to the team now. */
  const handedOver = async (name: string, email: string) => {
    const { thread } = await createConversation(api.services, {
      channel: 'widget',
      language: 'de',
      origin: { path: '/' },
      visitor: { fullName: name, email, country: null },
      firstMessage: { id: randomUUID(), author: 'visitor', text: 'Ich möchte mit jemandem sprechen' },
    });
    await appendMessage(api.services, thread.doc.id, { author: 'assistant', text: '…', handover: 'asked_for_person' });
    return thread.doc.id;
  };

  beforeAll(async () => {
    api = await createTestApi({ clock });
    ada = await caller(api, 'waiting-ada', { admin: true });
    await api.request('POST', '/api/admin/session', { token: ada.token });
    await api.json('PUT', '/api/admin/profile', { token: ada.token, body: { displayName: 'Ada', notifyNewOrders: false } });
  });
  afterAll(() => api.close());

  it('lists, longest waiting first, the conversations waiting for us for more than a business day, weekends aside', async () => {
    // Friday 15:00: two business hours on Friday, eight on Monday, by Tuesday morning.
    const jonas = await handedOver('Jonas', 'jonas@example.com');
    await setAssignee(api.services, jonas, ada.uid);
    // Friday 16:00, answered since: waiting for the visitor, not for us.
    clock.advance(60 * 60_000);
    const answered = await handedOver('Answered', 'answered@example.com');
    await appendMessage(api.services, answered, { author: 'staff', text: 'Gern!', staffUid: ada.uid });
    // Monday 08:00: exactly Monday's eight business hours by Tuesday: not more than a day.
    clock.advance(2 * 24 * 60 * 60_000 + 16 * 60 * 60_000);
    await handedOver('Monday', 'monday@example.com');
    // Saturday's would be the same; Klara came on Friday at 16:30, half an hour before closing.
    clock.advance(-(2 * 24 + 15.5) * 60 * 60_000);
    await handedOver('Klara', 'klara@example.com');

    // Tuesday 3 March, 07:30 GMT: the morning email's hour.
    clock.advance((3 * 24 + 15) * 60 * 60_000);
    expect(new Date(clock.now()).toISOString()).toBe('2026-03-03T07:30:00.000Z');
    expect(await sendProductionDigest(api.services)).toBe('sent');
    const [mail] = await waitForMessages(ada.email);
    expect(mail?.subject).toBe('Production: 0 overdue, 0 due in 48 hours; 2 conversations waiting');
    const text = mail?.text ?? '';
    expect(text).toContain('Conversations waiting for our reply for more than a business day (2):');
    expect(text).toMatch(
      /Jonas · jonas@example\.com · waiting since 27 Feb, 15:00 · assigned to Ada[\s\S]*Klara · klara@example\.com · waiting since 27 Feb, 16:30 · not assigned/,
    );
    expect(text).not.toContain('Monday');
    expect(text).not.toContain('Answered');
  });
});
