import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { CURRENCY, type MailResendResult, type OrderCreated, type UndeliveredMail } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMaildev } from '../../../../emulators/maildev.mjs';
import { EmbeddedPaymentGateway, LOCAL_SIGNATURE_HEADER } from '../../ports/payments/embedded.ts';
import { createTestApi, manualClock, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { messagesTo, waitForMessages } from '../../testing/inbox.ts';
import { orderLinkIn } from '../../testing/orders.ts';
import { composeMail, dispatchQueued, queueMail, retryDueMail, sendQueued } from './exports.ts';
import { MAIL_OUTBOX, type MailRecord } from './records.ts';

const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const fromClient = () => ({ 'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });

const STORY = {
  fullName: 'Ada Lovelace',
  country: 'GB',
  language: 'en',
  emotion: 'Joy',
  genre: 'Afrobeats',
  story: 'We met at the harbour on a windy morning and have laughed about it every single day since then, for ten years.',
  hasVoiceNote: false,
  relationship: 'Wife',
  acceptTerms: true,
  ageConfirmed: true,
  productId: 'basic-song',
};

async function placeOrder(api: TestApi, fields: Record<string, unknown> & { email: string }) {
  const response = await api.request('POST', '/api/orders', { body: { ...STORY, ...fields }, headers: fromClient() });
  return { status: response.status, body: (await response.json()) as OrderCreated };
}

/** The payment event the embedded checkout signs when its Pay button is pressed, delivered to the webhook. */
async function pay(api: TestApi, order: OrderCreated) {
  const gateway = api.services.payments;
  if (!(gateway instanceof EmbeddedPaymentGateway)) throw new Error('expected the embedded gateway');
  const event = {
    id: `evt_${order.orderId}`,
    type: 'paid',
    orderId: order.orderId,
    amountPence: order.amountPounds * 100,
    currency: CURRENCY,
  };
  const raw = JSON.stringify(event);
  const response = await api.request('POST', '/api/payments/webhook', {
    body: raw,
    headers: { [LOCAL_SIGNATURE_HEADER]: gateway.sign(raw) },
  });
  expect(response.status).toBe(200);
}

/** An affiliate as a person becomes one: registers through the API and follows the verification link Auth recorded. */
async function verifiedAffiliate(api: TestApi): Promise<{ email: string; referralCode: string }> {
  const email = unique('affiliate');
  const input = {
    fullName: 'Ada Referrer',
    email,
    password: 'Sup3rSecret',
    paymentDetails: { method: 'paypal', paypalEmail: 'ada.payouts@example.com' },
    acceptTerms: true,
  };
  const response = await api.request('POST', '/api/affiliates/register', { body: input, headers: fromClient() });
  const { referralCode } = (await response.json()) as { referralCode: string };
  expect(response.status).toBe(201);
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const codes = await fetch(`http://${host}/emulator/v1/projects/demo-storysong/oobCodes`);
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] };
  const link = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  if (!link) throw new Error(`no verification link for ${email}`);
  expect((await fetch(link, { redirect: 'manual' })).status).toBeLessThan(400);
  return { email, referralCode };
}

async function outboxFor(api: TestApi, to: string) {
  return api.services.documents.query<MailRecord>(MAIL_OUTBOX, { where: [{ field: 'to', op: '==', value: to }] });
}

/** Every message goes over real SMTP to the suite's MailDev and is read back through its HTTP API. */
describe('mail the product sends', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => api.close());

  it('tells the customer their order was received, in the language they ordered in, with the private link from SITE_URL', async () => {
    const email = unique('zoe');
    const { status, body: order } = await placeOrder(api, { email, fullName: 'Zoé Martin', siteLanguage: 'fr' });
    expect(status).toBe(201);
    const [message] = await waitForMessages(email);
    const link = `${TEST_BASE_URL}/orders/${order.orderId}#token=${order.token}`;
    expect(message?.subject).toBe('Nous avons bien reçu votre histoire');
    expect(message?.html).toContain(`href="${link}"`);
    expect(message?.html).toContain('lang="fr"');
    expect(message?.text).toContain(link);
    for (const part of [message?.html, message?.text]) {
      expect(part).toContain('Storysong');
      expect(part).toContain('immortaliser les expériences par la musique');
      expect(part).toContain('Voir votre commande');
    }
    // Relative links would break in a mail client: every href is absolute from SITE_URL.
    const hrefs = [...(message?.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${TEST_BASE_URL}/`));
    // MailDev shows the message as soon as it has it, a moment before the sender hears back and records it as sent.
    await expect
      .poll(async () => (await outboxFor(api, email))[0]?.data)
      .toMatchObject({ kind: 'orderReceived', language: 'fr', status: 'sent', attempts: 1 });
  });

  it('writes in English for an order that names no site language, and in Arabic right to left', async () => {
    const english = unique('plain');
    const arabic = unique('layla');
    await placeOrder(api, { email: english });
    await placeOrder(api, { email: arabic, fullName: 'ليلى', siteLanguage: 'ar' });
    expect((await waitForMessages(english))[0]?.subject).toBe('We have received your story');
    const [message] = await waitForMessages(arabic);
    expect(message?.subject).toBe('لقد استلمنا قصتك');
    expect(message?.html).toContain('dir="rtl"');
  });

  it('confirms payment to the customer and tells staff who switched on new-story emails, and no one else', async () => {
    const [on, off, former] = [unique('staff-on'), unique('staff-off'), unique('staff-former')];
    for (const [address, notifyNewOrders] of [
      [on, true],
      [off, false],
      [former, true],
    ] as const) {
      const { uid, token } = await api.user(address, { admin: true });
      const saved = await api.json('PUT', '/api/admin/profile', { token, body: { displayName: 'Grace', notifyNewOrders } });
      expect(saved.status).toBe(200);
      // Someone who has left: their row and setting stay, the admin claim is revoked.
      if (address === former) await api.services.identity.setClaims(uid, { admin: false });
    }
    const customer = unique('paying');
    const { body: order } = await placeOrder(api, { email: customer, siteLanguage: 'de' });
    await pay(api, order);

    // Each is sent once its request has answered, so they may arrive in either order.
    const received = await waitForMessages(customer, 2);
    expect(received.map((m) => m.subject).sort()).toEqual([
      'Wir haben Ihre Geschichte erhalten',
      'Zahlung bestätigt: Basis-Song',
    ]);
    // Its link is one of its own (the store keeps only links' hashes), to the same order.
    expect(orderLinkIn(received.find((m) => m.subject.startsWith('Zahlung'))?.text)).toMatchObject({ orderId: order.orderId });
    const [staffMail] = await waitForMessages(on);
    expect(staffMail?.subject).toBe('New paid order: Basic Song');
    expect(staffMail?.text).toContain(customer);
    expect(staffMail?.text).toContain(`${TEST_BASE_URL}/admin/stories`);
    expect(await messagesTo(off)).toEqual([]);
    expect(await outboxFor(api, former)).toEqual([]);

    // A redelivered event changes nothing, so it mails no one twice.
    await pay(api, order);
    expect(await outboxFor(api, customer)).toHaveLength(2);
  });

  it('tells the affiliate of a new referral commission, with the amount', async () => {
    const affiliate = await verifiedAffiliate(api);
    const { status, body: order } = await placeOrder(api, { email: unique('referred'), referralCode: affiliate.referralCode });
    expect(status).toBe(201);
    await pay(api, order);
    const [message] = await waitForMessages(affiliate.email);
    expect(message?.subject).toBe('You have earned a referral commission');
    expect(message?.text).toContain(`Your commission of £${(order.amountPounds / 10).toFixed(2)}`);
    expect(message?.text).toContain(`${TEST_BASE_URL}/affiliate/dashboard`);
  });
});

describe('mail outbox while the mail server is down', () => {
  const clock = manualClock();
  let api: TestApi;
  let maildev: Awaited<ReturnType<typeof startMaildev>>;
  beforeAll(async () => {
    maildev = await startMaildev();
    await maildev.stop();
    api = await createTestApi({ clock }, { SMTP_PORT: String(maildev.smtpPort) });
  });
  afterAll(async () => {
    await api.close();
    await maildev.stop();
  });

  it('still takes the order, keeps the message, shows it to staff and sends it with backoff once the server is back', async () => {
    const email = unique('outage');
    const { status } = await placeOrder(api, { email });
    expect(status).toBe(201);
    await api.services.background.idle();
    const [failing] = await outboxFor(api, email);
    expect(failing?.data).toMatchObject({ status: 'failing', attempts: 1 });
    expect(failing?.data.lastError).toBeTruthy();

    const { token } = await api.user(unique('ops'), { admin: true });
    const listed = await api.json<UndeliveredMail[]>('GET', '/api/admin/mail', { token });
    expect(listed.body.map((m) => m.id)).toContain(failing?.id);
    expect((await api.json('GET', '/api/admin/mail')).status).toBe(401);

    // Not due yet: the retry job leaves it alone.
    expect(await retryDueMail(api.services)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    clock.advance(61_000);
    expect(await retryDueMail(api.services)).toEqual({ sent: 0, failed: 1, skipped: 0 });
    const [twice] = await outboxFor(api, email);
    expect(twice?.data.attempts).toBe(2);
    // The second failure waits twice as long as the first.
    expect(Date.parse(twice?.data.nextAttemptAt ?? '')).toBe(clock.now() + 120_000);

    maildev = await startMaildev({ smtpPort: maildev.smtpPort, webPort: maildev.webPort });
    clock.advance(120_000);
    expect(await retryDueMail(api.services)).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [message] = await waitForMessages(email, 1, 10_000, maildev.inboxUrl);
    expect(message?.subject).toBe('We have received your story');
    expect((await outboxFor(api, email))[0]?.data).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null });
    expect((await api.json<UndeliveredMail[]>('GET', '/api/admin/mail', { token })).body.map((m) => m.id)).not.toContain(
      failing?.id,
    );
    expect(await retryDueMail(api.services)).toEqual({ sent: 0, failed: 0, skipped: 0 });
  });

  it('lets staff resend a failing message at once, and sends a queued one whose sender never came back', async () => {
    await maildev.stop();
    const email = unique('resend');
    await placeOrder(api, { email });
    await api.services.background.idle();
    const [failing] = await outboxFor(api, email);
    expect(failing?.data.status).toBe('failing');
    maildev = await startMaildev({ smtpPort: maildev.smtpPort, webPort: maildev.webPort });

    const { token } = await api.user(unique('ops'), { admin: true });
    const resent = await api.json<MailResendResult>('POST', `/api/admin/mail/${failing?.id}/resend`, { token });
    expect(resent).toEqual({ status: 200, body: { outcome: 'sent' } });
    expect(await waitForMessages(email, 1, 10_000, maildev.inboxUrl)).toHaveLength(1);
    const again = await api.json<MailResendResult>('POST', `/api/admin/mail/${failing?.id}/resend`, { token });
    expect(again.body.outcome).toBe('skipped');
    expect((await api.json('POST', '/api/admin/mail/nope/resend', { token })).status).toBe(404);

    // Queued in a transaction whose request then died before sending: the retry job sends it once
    // the sending lease the queueing took has run out.
    const orphan = unique('orphan');
    const mail = composeMail(api.services.config, {
      kind: 'paymentConfirmed',
      to: orphan,
      name: 'Ada',
      path: '/',
      amountPence: 100,
    });
    await api.services.documents.transaction(async (tx) => {
      queueMail(tx, api.services, mail);
    });
    expect((await retryDueMail(api.services)).sent).toBe(0);
    clock.advance(61_000);
    expect((await retryDueMail(api.services)).sent).toBe(0);
    clock.advance(60_000);
    expect((await retryDueMail(api.services)).sent).toBe(1);
    expect(await waitForMessages(orphan, 1, 10_000, maildev.inboxUrl)).toHaveLength(1);
  });
});

describe('mail is sent after the answer, never during it', () => {
  let api: TestApi;
  // An SMTP server that takes the connection and never greets: nodemailer gives up after its greeting timeout.
  const sockets = new Set<Socket>();
  let silent: Server;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    api = await createTestApi({}, { SMTP_PORT: String(address.port), TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await api.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('answers the order while a mail server that hangs still has the message, which then waits for its retry', async () => {
    const email = unique('hanging');
    const { status } = await placeOrder(api, { email });
    expect(status).toBe(201);
    // Answered, and the message is still being sent: taken under its lease (on Firestore the lease
    // may commit just after the answer), not yet tried to the end.
    await expect.poll(async () => Boolean((await outboxFor(api, email))[0]?.data.sendingUntil)).toBe(true);
    expect((await outboxFor(api, email))[0]?.data).toMatchObject({ status: 'queued', attempts: 0 });

    await api.services.background.idle();
    const [failing] = await outboxFor(api, email);
    expect(failing?.data).toMatchObject({ status: 'failing', attempts: 1, sendingUntil: null });
    expect(failing?.data.lastError).toMatch(/greeting|timeout/i);
  });

  it('leaves the sending to the outbox trigger where index.ts deploys one, which sends it', async () => {
    const triggered = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
    try {
      // As the Cloud Functions entry configures it, beside its `mailQueued` trigger.
      triggered.services.config.mailDispatch = 'outbox-trigger';
      const email = unique('triggered');
      const { status } = await placeOrder(triggered, { email });
      expect(status).toBe(201);
      await triggered.services.background.idle();
      const [queued] = await outboxFor(triggered, email);
      expect(queued?.data).toMatchObject({ status: 'queued', attempts: 0, sendingUntil: null });
      expect(await messagesTo(email)).toEqual([]);

      // What the trigger runs for the new outbox document.
      await sendQueued(triggered.services, [queued?.id ?? '']);
      expect((await waitForMessages(email)).map((m) => m.subject)).toEqual(['We have received your story']);
      expect((await outboxFor(triggered, email))[0]?.data).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await triggered.close();
    }
  });
});

describe('a mail server’s refusal, logged', () => {
  it('names no address in the log, while the outbox keeps the reply whole for staff', async () => {
    const warnings: Record<string, unknown>[] = [];
    const log = {
      info: () => {},
      error: () => {},
      warn: (_event: string, fields: Record<string, unknown> = {}) => warnings.push(fields),
    };
    const refusing = {
      kind: 'refusing',
      send: async ({ to }: { to: string }) => {
        throw new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${to}>: Recipient address rejected`);
      },
    };
    const api = await createTestApi({ log, mail: refusing });
    try {
      const email = unique('refused');
      const mail = composeMail(api.services.config, {
        kind: 'paymentConfirmed',
        to: email,
        name: 'Ada',
        path: '/',
        amountPence: 100,
      });
      const queued = await api.services.documents.transaction(async (tx) => [queueMail(tx, api.services, mail)]);
      dispatchQueued(api.services, queued);
      await api.services.background.idle();
      expect((await outboxFor(api, email))[0]?.data.lastError).toContain(`<${email}>`);
      expect(warnings.map((fields) => fields.error)).toEqual([
        "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected",
      ]);
    } finally {
      await api.close();
    }
  });
});
