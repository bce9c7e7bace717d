import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { messagesTo, waitForMessages } from '../../testing/inbox.ts';
import { payOrder, placeOrder } from '../../testing/orders.ts';
import { sendProductionDigest } from './digest.ts';
import { PRODUCTION_DIGESTS } from './records.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('the staff’s morning email of stories due', () => {
  let api: TestApi;
  let ada: Caller;
  let grace: Caller;
  let former: Caller;
  // 06:30 in London (GMT in January).
  const clock = manualClock(Date.parse('2026-01-20T06:30:00Z'));

  beforeAll(async () => {
    api = await createTestApi({ clock });
    ada = await caller(api, 'digest-ada', { admin: true });
    grace = await caller(api, 'digest-grace', { admin: true });
    former = await caller(api, 'digest-former', { admin: true });
    // New-story emails off: the morning email goes to every current member of staff all the same.
    for (const member of [ada, grace, former]) {
      await api.request('POST', '/api/admin/session', { token: member.token });
      await api.json('PUT', '/api/admin/profile', {
        token: member.token,
        body: { displayName: 'Staff', notifyNewOrders: false },
      });
    }
    await api.services.identity.setClaims(former.uid, { admin: false });
  });
  afterAll(() => api.close());

  it('waits for 07:00 UK time', async () => {
    expect(await sendProductionDigest(api.services)).toBe('too_early');
    expect(await api.services.documents.get(PRODUCTION_DIGESTS, '2026-01-20')).toBeNull();
  });

  it('sends nothing when no story is overdue or due within 48 hours, and runs once a day', async () => {
    clock.advance(HOUR);
    // Paid just now: due in seven days, not yet the morning email's business.
    const { body } = await placeOrder(api, { fullName: 'Not Yet Due', email: 'not-yet-due@example.com' });
    await payOrder(api, body);
    expect(await sendProductionDigest(api.services)).toBe('nothing_due');
    expect(await sendProductionDigest(api.services)).toBe('already_ran');
    expect((await api.services.documents.get(PRODUCTION_DIGESTS, '2026-01-20'))?.data).toMatchObject({
      overdue: 0,
      soon: 0,
      recipients: 0,
    });
    expect(await messagesTo(ada.email)).toEqual([]);
  });

  it('sends each current member of staff one email listing the overdue and the soon due, once', async () => {
    // Paid now with rush (three days) and a birthday on the 24th: due on the 23rd.
    const { body: rushed } = await placeOrder(api, {
      fullName: 'Rushed Rita',
      email: 'rushed-rita@example.com',
      rush: true,
      occasion: 'birthday',
      occasionDate: '2026-01-24',
    });
    await payOrder(api, rushed);
    // Six days on: "Not Yet Due" is due in a day, the rushed order is overdue since the day before.
    clock.advance(5 * DAY + 12 * HOUR);
    const { body: later } = await placeOrder(api, { fullName: 'Later Lou', email: 'later-lou@example.com' });
    await payOrder(api, later);

    expect(await sendProductionDigest(api.services)).toBe('sent');
    const [toAda] = await waitForMessages(ada.email);
    const [toGrace] = await waitForMessages(grace.email);
    expect(toAda?.subject).toBe('Production: 1 overdue, 1 due in 48 hours');
    expect(toGrace?.subject).toBe(toAda?.subject);
    const text = toAda?.text ?? '';
    expect(text).toContain('Overdue (1):');
    expect(text).toMatch(/Rushed Rita · Basic Song · due 23 Jan, 07:30 · Story received · rush · Birthday 24 Jan · not assigned/);
    expect(text).toContain('Due in the next 48 hours (1):');
    expect(text).toContain('Not Yet Due');
    expect(text).not.toContain('Later Lou');
    expect(text).toContain('/admin/board');
    // A former member of staff hears nothing.
    expect(await messagesTo(former.email)).toEqual([]);

    // The schedule firing again the same day sends nothing more.
    expect(await sendProductionDigest(api.services)).toBe('already_ran');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await messagesTo(ada.email)).toHaveLength(1);
  });
});
