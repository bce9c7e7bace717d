import { type ApiErrorBody, MESSAGES, type OwnAffiliateView } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAffiliate } from '../../testing/affiliates.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { messagesTo, waitForMessages } from '../../testing/inbox.ts';

const BANK = {
  method: 'bank',
  bankName: 'Monzo',
  accountNumber: '31926819',
  country: 'GB',
  sortCode: '04-00-04',
} as const;

/** PUT /api/affiliates/me/payment-details: the password is proved against Firebase Auth (the emulator) before anything changes. */
describe('an affiliate changing their payment details', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => api.close());

  const me = async (token: string) => (await api.json<OwnAffiliateView>('GET', '/api/affiliates/me', { token })).body;
  const change = (token: string, body: unknown) =>
    api.json<{ paymentDetails: unknown } & Partial<ApiErrorBody>>('PUT', '/api/affiliates/me/payment-details', { token, body });

  it('changes them with the right password and emails the owner, masked, with a "wasn\'t you?" line', async () => {
    const { token, email } = await registeredAffiliate(api, 'pay-change');
    const answer = await change(token, { password: 'Sup3rSecret', paymentDetails: BANK, language: 'en' });
    expect(answer.status).toBe(200);
    expect((await me(token)).paymentDetails).toEqual({ ...BANK, accountNumber: '•••• 6819', sortCode: '•••• 0-04' });

    const [mail] = await waitForMessages(email);
    expect(mail?.subject).toBe('Your payment details were changed');
    expect(mail?.text).toContain('•••• 6819');
    expect(mail?.text).toContain('Monzo');
    expect(mail?.text).not.toContain('31926819');
    expect(mail?.text).not.toContain('04-00-04');
    expect(mail?.text).toContain("Wasn't you? Contact us straight away at http://localhost:8080/contact");
    // 48 hours after the change (the suite's clock is the machine's), in UK time.
    expect(mail?.text).toMatch(
      /Your next payout waits until \d{1,2} \w{3},? \d{2}:\d{2} \(UK time\), 48 hours after this change/,
    );
  });

  it('writes the email in the language the affiliate used', async () => {
    const { token, email } = await registeredAffiliate(api, 'pay-change-fr');
    const paypal = { method: 'paypal', paypalEmail: 'nouveau.compte@example.com' };
    expect((await change(token, { password: 'Sup3rSecret', paymentDetails: paypal, language: 'fr' })).status).toBe(200);
    const [mail] = await waitForMessages(email);
    expect(mail?.subject).toBe('Vos coordonnées de paiement ont été modifiées');
    expect(mail?.text).toContain(`le compte PayPal ${'*'.repeat('nouveau.compte'.length)}@example.com`);
  });

  it('refuses a wrong password with a clear message, changes nothing and sends nothing', async () => {
    const { token, email } = await registeredAffiliate(api, 'pay-change-wrong');
    const before = (await me(token)).paymentDetails;
    const answer = await change(token, { password: 'NotMyPassw0rd', paymentDetails: BANK });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'validation_failed',
      message: MESSAGES.passwordIncorrect,
      fields: { password: MESSAGES.passwordIncorrect },
    });
    expect((await me(token)).paymentDetails).toEqual(before);
    await new Promise((r) => setTimeout(r, 500));
    expect(await messagesTo(email)).toEqual([]);
  });

  it("refuses another account's password: it must sign in to the caller's own uid", async () => {
    const mine = await registeredAffiliate(api, 'pay-change-mine');
    await registeredAffiliate(api, 'pay-change-theirs');
    // Both were registered with the same password; the check signs in as the caller, never by password alone.
    const other = await api.user(`not-an-affiliate-${Date.now()}@example.com`, {}, 'Diff3rent!');
    expect((await change(other.token, { password: 'Diff3rent!', paymentDetails: BANK })).status).toBe(404);
    const before = (await me(mine.token)).paymentDetails;
    expect((await change(mine.token, { password: 'Diff3rent!', paymentDetails: BANK })).status).toBe(400);
    expect((await me(mine.token)).paymentDetails).toEqual(before);
  });

  it('validates with the form’s schema and needs a signed-in affiliate', async () => {
    const { token } = await registeredAffiliate(api, 'pay-change-invalid');
    const bad = await change(token, { password: 'Sup3rSecret', paymentDetails: { method: 'cashapp', cashappTag: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toMatchObject({ 'paymentDetails.cashappTag': MESSAGES.cashappTagRequired });
    const noPassword = await change(token, { password: '', paymentDetails: BANK });
    expect(noPassword.body.error?.fields).toMatchObject({ password: MESSAGES.passwordRequired });
    expect(
      (await api.json('PUT', '/api/affiliates/me/payment-details', { body: { password: 'x', paymentDetails: BANK } })).status,
    ).toBe(401);
  });

  it('locks after five wrong passwords, even for the right one', async () => {
    const { token } = await registeredAffiliate(api, 'pay-change-lock');
    for (let i = 0; i < 5; i++) {
      expect((await change(token, { password: `Wrong${i}pass`, paymentDetails: BANK })).status).toBe(400);
    }
    const locked = await change(token, { password: 'Sup3rSecret', paymentDetails: BANK });
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toBe(MESSAGES.tooManyAttempts);
    expect((await me(token)).paymentDetails).not.toEqual(BANK);
  });

  it('checks no more than five of many wrong passwords sent at once', async () => {
    const { token } = await registeredAffiliate(api, 'pay-change-burst');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(token, { password: `Guess${i}pass`, paymentDetails: BANK })),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('does not count a right password towards the lock', async () => {
    const { token } = await registeredAffiliate(api, 'pay-change-right');
    for (let i = 0; i < 4; i++) await change(token, { password: `Wrong${i}pass`, paymentDetails: BANK });
    for (let i = 0; i < 3; i++) expect((await change(token, { password: 'Sup3rSecret', paymentDetails: BANK })).status).toBe(200);
  });
});
