import { LIMITS } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedOrderLinks } from '../../migrations/hashed-order-links.ts';
import { createTestApi, manualClock, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { orderLinkIn, orderStatus, placeOrder, STORY } from '../../testing/orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';

describe("an order's secret link", () => {
  const clock = manualClock();
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ clock });
  });
  afterAll(() => api.close());

  it('is read from the body, never from an address: the old query form no longer answers', async () => {
    const { body: placed } = await placeOrder(api, { email: 'link-query@example.com' });
    expect((await orderStatus(api, placed)).status).toBe(200);
    const query = new URLSearchParams({ order: placed.orderId, token: placed.token });
    const old = await api.request('GET', `/api/orders/status?${query}`);
    expect(old.status).toBe(404);
    expect(await old.text()).not.toContain(placed.orderId);
  });

  it("is emailed in the page's fragment, which no server receives, and the path names the order alone", async () => {
    const email = 'link-mail@example.com';
    const { body: placed } = await placeOrder(api, { email });
    const [received] = await waitForMessages(email, 1);
    expect(received?.text).toContain(`${TEST_BASE_URL}/orders/${placed.orderId}#token=${placed.token}`);
    expect(received?.html).toContain(`/orders/${placed.orderId}#token=${placed.token}`);
    expect(received?.text).not.toContain(`?token=`);
    expect(orderLinkIn(received?.text)).toEqual({ orderId: placed.orderId, token: placed.token });
  });

  it('expires a year after it is issued', async () => {
    const { body: placed } = await placeOrder(api, { email: 'link-expiry@example.com' });
    clock.advance(LIMITS.orderLinkValidityMs - 60_000);
    expect((await orderStatus(api, placed)).status).toBe(200);
    clock.advance(120_000);
    const expired = await orderStatus(api, placed);
    expect(expired.status).toBe(404);
    // The same answer as for a link that never was.
    expect(expired.body).toEqual((await orderStatus(api, { orderId: placed.orderId, token: 'x'.repeat(43) })).body);
  });

  it("opens an order stored before links had records by its raw token, until the migration keeps only the token's hash", async () => {
    const now = new Date(clock.now()).toISOString();
    const token = 'a-link-from-an-email-sent-before-records';
    const legacy = {
      ...STORY,
      customerName: STORY.fullName,
      customerEmail: 'legacy@example.com',
      customerEmailKey: 'legacy@example.com',
    };
    await api.services.documents.create(ORDERS, 'legacy-order', {
      ...legacy,
      productId: 'basic-song',
      productName: 'Basic Song',
      listPricePounds: 440,
      amountPounds: 440,
      isDiscounted: false,
      referralCode: null,
      affiliateId: null,
      profilePicture: null,
      voiceNote: null,
      paymentStatus: 'awaiting_payment',
      stage: 'received',
      statusToken: token,
      checkoutSessionId: null,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
    } satisfies OrderRecord);
    const link = { orderId: 'legacy-order', token };
    expect((await orderStatus(api, link)).status).toBe(200);

    expect(await hashedOrderLinks.run(api.services)).toBeGreaterThanOrEqual(1);
    const stored = (await api.services.documents.get<OrderRecord>(ORDERS, 'legacy-order'))?.data;
    expect(stored?.statusToken).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await orderStatus(api, link)).status).toBe(200);
    // Run again, it changes nothing.
    expect(await hashedOrderLinks.run(api.services)).toBe(0);
  });
});
