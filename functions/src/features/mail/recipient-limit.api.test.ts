import { randomBytes } from 'node:crypto';
import { LIMITS, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { STORY } from '../../testing/orders.ts';
import { MAIL_OUTBOX, type MailRecord } from './records.ts';

/** The order form mails whatever address it is given: it must not be a way to bother someone else. */
describe('mail a visitor can cause', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => api.close());

  const order = async (fields: Record<string, unknown>) => {
    // Each from its own address, as a spammer spreads them: only the recipient's limit can hold.
    const headers = { 'x-forwarded-for': `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
    const response = await api.request('POST', '/api/orders', {
      body: { ...STORY, productId: 'basic-song', ...fields },
      headers,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as OrderCreated;
  };
  const outboxFor = (to: string) =>
    api.services.documents.query<MailRecord>(MAIL_OUTBOX, { where: [{ field: 'to', op: '==', value: to }] });

  it('puts no visitor text in a subject', async () => {
    const to = `victim-${randomBytes(4).toString('hex')}@example.com`;
    await order({ email: to, fullName: 'Cheap pills at spam example dot com' });
    const [mail] = await outboxFor(to);
    expect(mail?.data.subject).toBe('We have received your story');
  });

  it('sends one address no more than the hourly limit, however many orders name it, and still takes the orders', async () => {
    const victim = `target-${randomBytes(4).toString('hex')}@example.com`;
    const [user, domain] = victim.split('@');
    for (let i = 0; i < LIMITS.mailsPerRecipientPerHour + 4; i++) {
      // Sub-addresses reach the same mailbox, so they count as one address.
      await order({ email: i % 2 ? `${user}+${i}@${domain}` : victim });
    }
    const sent = await api.services.documents.query<MailRecord>(MAIL_OUTBOX, {
      where: [{ field: 'kind', op: '==', value: 'orderReceived' }],
    });
    const toVictim = sent.filter((m) => m.data.to.startsWith(user ?? '-'));
    expect(toVictim).toHaveLength(LIMITS.mailsPerRecipientPerHour);
  });
});
