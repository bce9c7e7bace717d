import { type ApiErrorBody, MESSAGES } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCaptcha } from '../../ports/captcha/embedded.ts';
import { fromClient } from '../../testing/affiliates.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { orderLinkIn, orderStatus, placeOrder } from '../../testing/orders.ts';
import { MAIL_OUTBOX } from '../mail/exports.ts';

describe('find my order', () => {
  let api: TestApi;
  let captcha: EmbeddedCaptcha;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
    if (!(api.services.captcha instanceof EmbeddedCaptcha)) throw new Error('tests expect the embedded captcha');
    captcha = api.services.captcha;
  });
  afterAll(() => api.close());

  const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const find = async (email: string, captchaToken = captcha.issue()) => {
    const response = await api.request('POST', '/api/orders/find', { body: { email, captchaToken }, headers: fromClient() });
    return { status: response.status, body: (await response.json()) as Partial<ApiErrorBody> & { sent?: boolean } };
  };
  const outboxSize = () => api.services.documents.count(MAIL_OUTBOX);

  it("emails each of the address's orders a fresh link and revokes every earlier one, its email's too", async () => {
    const email = unique('finder');
    const { body: first } = await placeOrder(api, { email });
    const { body: second } = await placeOrder(api, { email, siteLanguage: 'fr' });
    const received = await waitForMessages(email, 2);
    const mailed = orderLinkIn(received.find((m) => m.text.includes(first.orderId))?.text);

    expect(await find(email.toUpperCase())).toEqual({ status: 202, body: { sent: true } });
    const reminders = (await waitForMessages(email, 4)).filter((m) => !received.some((r) => r.id === m.id));
    expect(reminders.map((m) => m.subject).sort()).toEqual([
      'Le lien de votre commande : Chanson de base',
      'Your order link: Basic Song',
    ]);
    for (const order of [first, second]) {
      const fresh = orderLinkIn(reminders.find((m) => m.text.includes(order.orderId))?.text);
      expect(fresh?.orderId).toBe(order.orderId);
      expect((await orderStatus(api, fresh ?? order)).status).toBe(200);
      // The link the page that placed it held stops working.
      expect((await orderStatus(api, order)).status).toBe(404);
    }
    expect((await orderStatus(api, mailed ?? first)).status).toBe(404);
  });

  it('answers an address that placed no order the same, and mails no one', async () => {
    const before = await outboxSize();
    expect(await find(unique('nobody'))).toEqual({ status: 202, body: { sent: true } });
    expect(await outboxSize()).toBe(before);
  });

  it('writes to an address a few times an hour at most, with the same answer past that', async () => {
    const email = unique('often');
    await placeOrder(api, { email });
    await waitForMessages(email, 1);
    for (let i = 0; i < 3; i++) expect((await find(email)).status).toBe(202);
    await waitForMessages(email, 4);
    const before = await outboxSize();
    expect(await find(email)).toEqual({ status: 202, body: { sent: true } });
    expect(await outboxSize()).toBe(before);
  });

  it('refuses a request without the CAPTCHA or with a bad address, sending nothing', async () => {
    const before = await outboxSize();
    const noCaptcha = await find(unique('robot'), 'not-a-token');
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.error?.fields?.captchaToken).toBe(MESSAGES.captchaRequired);
    const badEmail = await find('not an address');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error?.fields?.email).toBeTruthy();
    expect(await outboxSize()).toBe(before);
  });
});
