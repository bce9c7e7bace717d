import { LIMITS, MESSAGES, type OwnAffiliateView } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followVerificationLink,
  register,
  registeredAffiliate,
  registration,
  uniqueEmail,
  verificationLinks,
} from '../../testing/affiliates.ts';
import { createTestApi, signIn, type TestApi } from '../../testing/harness.ts';
import { AFFILIATE_EMAILS, AFFILIATES, REFERRAL_CODES } from './records.ts';
import { DEMO_AFFILIATE, seedAffiliates } from './seed.ts';

const emulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

describe('affiliate registration reveals no other accounts, and the email is verified', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => api.close());

  const me = async (token: string) => (await api.json<OwnAffiliateView>('GET', '/api/affiliates/me', { token })).body;

  describe('emails that sign in to something other than an affiliate account', () => {
    /** The answer's status and the shape of its body, which is all a visitor sees of it. */
    const answerShape = async (email: string) => {
      const { status, body } = await register(api, registration(email));
      return { status, keys: Object.keys(body).sort(), code: /^[A-Z0-9]{8}$/.test(body.referralCode ?? '') };
    };

    it('answers a staff email exactly as a fresh registration, and leaves the staff account alone', async () => {
      const fresh = await answerShape(uniqueEmail('fresh'));
      const staffEmail = uniqueEmail('staff');
      const staff = await api.user(staffEmail, { admin: true }, 'StaffPassw0rd');
      const answer = await register(api, registration(staffEmail));

      expect({
        status: answer.status,
        keys: Object.keys(answer.body).sort(),
        code: /^[A-Z0-9]{8}$/.test(answer.body.referralCode ?? ''),
      }).toEqual(fresh);
      expect(fresh).toEqual({ status: 201, keys: ['referralCode'], code: true });
      // Nothing was made for the email, and the code it was shown belongs to no one.
      expect(await api.services.documents.get(AFFILIATES, staff.uid)).toBeNull();
      expect(await api.services.documents.get(AFFILIATE_EMAILS, staffEmail)).toBeNull();
      expect(await api.services.documents.get(REFERRAL_CODES, answer.body.referralCode ?? '')).toBeNull();
      expect((await api.services.identity.get(staff.uid))?.claims).toEqual({ admin: true });
      await expect(signIn(emulator, staffEmail, 'StaffPassw0rd')).resolves.toBeTruthy();
      await expect(signIn(emulator, staffEmail, registration(staffEmail).password)).rejects.toThrow();
      expect(await verificationLinks(staffEmail)).toEqual([]);
    });

    it('answers an Auth account without an affiliate record the same way', async () => {
      const email = uniqueEmail('auth-only');
      const { uid } = await api.user(email);
      expect(await answerShape(email)).toEqual(await answerShape(uniqueEmail('fresh')));
      expect(await api.services.documents.get(AFFILIATES, uid)).toBeNull();
    });

    it("keeps the spec's duplicate message for an email that has an affiliate account", async () => {
      const { email } = await registeredAffiliate(api, 'dup');
      const again = await register(api, registration(email));
      expect(again.status).toBe(409);
      expect(again.body.error?.message).toBe(MESSAGES.emailTaken);
    });
  });

  describe('email verification', () => {
    it('sends the new affiliate a verification link; following it verifies the account', async () => {
      const { token, email } = await registeredAffiliate(api, 'verify');
      expect(await verificationLinks(email)).toHaveLength(1);
      expect((await me(token)).emailVerified).toBe(false);
      await followVerificationLink(email);
      expect((await me(token)).emailVerified).toBe(true);
      // Auth forgets a link once it is used; a verified affiliate is sent no other.
      const left = (await verificationLinks(email)).length;
      const resend = await api.json('POST', '/api/affiliates/me/verification', { token });
      expect(resend.body).toEqual({ sent: false, emailVerified: true });
      expect(await verificationLinks(email)).toHaveLength(left);
    });

    it('resends the link to the signed-in affiliate, a limited number of times an hour', async () => {
      const { token, email } = await registeredAffiliate(api, 'resend');
      for (let i = 0; i < LIMITS.verificationResendMax; i++) {
        const { status, body } = await api.json('POST', '/api/affiliates/me/verification', { token });
        expect({ status, body }).toEqual({ status: 200, body: { sent: true, emailVerified: false } });
      }
      expect(await verificationLinks(email)).toHaveLength(1 + LIMITS.verificationResendMax);
      const limited = await api.request('POST', '/api/affiliates/me/verification', { token });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await verificationLinks(email)).toHaveLength(1 + LIMITS.verificationResendMax);
      // Any of the links still verifies: the newest is the one the owner most likely opens.
      await followVerificationLink(email);
      expect((await me(token)).emailVerified).toBe(true);
    });

    it('asks for a session and an affiliate account before sending anything', async () => {
      expect((await api.request('POST', '/api/affiliates/me/verification')).status).toBe(401);
      const stranger = await api.user(uniqueEmail('stranger'));
      const { status, body } = await api.json<{ error: { message: string } }>('POST', '/api/affiliates/me/verification', {
        token: stranger.token,
      });
      expect(status).toBe(404);
      expect(body.error.message).toBe(MESSAGES.affiliateNotFound);
    });

    it('seeds the demo affiliate verified', async () => {
      await seedAffiliates(api.services);
      const { token } = await api.user(DEMO_AFFILIATE.email, {}, DEMO_AFFILIATE.password);
      expect((await me(token)).emailVerified).toBe(true);
    });
  });
});
