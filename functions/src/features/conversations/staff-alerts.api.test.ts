import type { AdminProfile } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { messagesTo, waitForMessages } from '../../testing/inbox.ts';
import { alertStaff } from './staff-alerts.ts';

const visitor = (email: string) => ({ fullName: 'Zoé <b>Martin</b>', email, country: 'FR' });

describe('staff alerts of conversations waiting for a person', () => {
  let api: TestApi;
  let ada: Caller;
  let quiet: Caller;
  let former: Caller;

  beforeAll(async () => {
    api = await createTestApi();
    ada = await caller(api, 'alert-ada', { admin: true });
    quiet = await caller(api, 'alert-quiet', { admin: true });
    former = await caller(api, 'alert-former', { admin: true });
    for (const member of [ada, quiet, former]) await api.request('POST', '/api/admin/session', { token: member.token });
    // Messages off, new stories on: the two choices are apart.
    const saved = await api.json<AdminProfile>('PUT', '/api/admin/profile', {
      token: quiet.token,
      body: { displayName: 'Quiet', notifyNewOrders: true, notifyMessages: false },
    });
    expect(saved.body).toMatchObject({ notifyNewOrders: true, notifyMessages: false });
    await api.services.identity.setClaims(former.uid, { admin: false });
  });
  afterAll(() => api.close());

  it('keeps the messages choice when a profile is saved without it, and starts it on', async () => {
    const kept = await api.json<AdminProfile>('PUT', '/api/admin/profile', {
      token: quiet.token,
      body: { displayName: 'Quiet', notifyNewOrders: false },
    });
    expect(kept.body).toMatchObject({ notifyNewOrders: false, notifyMessages: false });
    expect((await api.json<AdminProfile>('GET', '/api/admin/profile', { token: ada.token })).body.notifyMessages).toBe(true);
    const refused = await api.request('PUT', '/api/admin/profile', {
      token: ada.token,
      body: { displayName: 'Ada', notifyNewOrders: true, notifyMessages: 'yes' },
    });
    expect(refused.status).toBe(400);
  });

  it('emails current staff who want messages a handed-over chat, quoting the visitor as text', async () => {
    const sent = await alertStaff(
      api.services,
      { id: 'conv-handover', channel: 'widget', visitor: visitor('zoe-handover@example.com') },
      'Pouvez-vous écrire en kizomba <script>alert(1)</script> ?',
    );
    expect(sent).toBe(1);
    const [mail] = await waitForMessages(ada.email);
    expect(mail?.subject).toBe('A visitor is waiting for a reply: Zoé <b>Martin</b>');
    expect(mail?.text).toContain('In their words: “Pouvez-vous écrire en kizomba <script>alert(1)</script> ?”');
    expect(mail?.text).toContain('http://localhost:8080/admin/inbox/conv-handover');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(await messagesTo(quiet.email)).toEqual([]);
    expect(await messagesTo(former.email)).toEqual([]);
  });

  it('emails a contact message with the visitor’s country, or says they left none', async () => {
    await alertStaff(api.services, { id: 'conv-contact', channel: 'contact', visitor: visitor('zoe-contact@example.com') });
    const mails = await waitForMessages(ada.email, 2);
    const contact = mails.find((m) => m.subject.startsWith('New message from the contact form'));
    expect(contact?.text).toContain('Zoé <b>Martin</b> (zoe-contact@example.com, France) wrote to us from the contact page.');
    expect(contact?.text).toContain('They left no message: they would like us to get in touch.');
  });
});
