import { type ApiErrorBody, LIMITS, MESSAGES } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCaptcha } from '../../ports/captcha/embedded.ts';
import { fromClient, registeredAffiliate, uniqueEmail } from '../../testing/affiliates.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';

describe('forgot password', () => {
  const clock = manualClock();
  let api: TestApi;
  let captcha: EmbeddedCaptcha;
  beforeAll(async () => {
    api = await createTestApi({ clock }, { TRUSTED_PROXY_HOPS: '1' });
    if (!(api.services.captcha instanceof EmbeddedCaptcha)) throw new Error('tests expect the embedded captcha');
    captcha = api.services.captcha;
  });
  afterAll(() => api.close());

  const forgot = async (email: string, client: string, captchaToken = captcha.issue()) => {
    const response = await api.request('POST', '/api/affiliates/forgot-password', {
      body: { email, captchaToken },
      headers: fromClient(client),
    });
    return {
      status: response.status,
      body: (await response.json()) as Partial<ApiErrorBody>,
      retryAfter: response.headers.get('retry-after'),
    };
  };

  async function recordedResets(email: string): Promise<number> {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const response = await fetch(`http://${host}/emulator/v1/projects/${api.services.config.projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
    return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').length;
  }

  it('answers a known and an unknown email alike, and mails only the affiliate', async () => {
    const { email } = await registeredAffiliate(api, 'forgetful');
    const known = await forgot(email, '198.51.100.1');
    const unknown = await forgot(uniqueEmail('nobody'), '198.51.100.2');
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, retryAfter: unknown.retryAfter });
    expect(await recordedResets(email)).toBe(1);
  });

  it('refuses a missing or forged CAPTCHA with 400', async () => {
    const forged = await forgot(uniqueEmail('bot'), '198.51.100.3', 'forged.token');
    expect(forged.status).toBe(400);
    expect(forged.body.error?.message).toBe(MESSAGES.captchaRequired);
    const missing = await forgot(uniqueEmail('bot'), '198.51.100.3', '');
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(MESSAGES.captchaRequired);
  });

  it('locks an email on the 6th attempt from any address, then resets after 30 minutes', async () => {
    const email = uniqueEmail('locked');
    for (let i = 1; i <= LIMITS.forgotPasswordMaxAttempts; i++) {
      expect((await forgot(email, `203.0.113.${i}`)).status).toBe(200);
    }
    const sixth = await forgot(email, '203.0.113.99');
    expect(sixth.status).toBe(423);
    expect(sixth.body.error).toEqual({ code: 'locked', message: MESSAGES.forgotPasswordLocked });
    expect(Number(sixth.retryAfter)).toBe(30 * 60);

    clock.advance(LIMITS.forgotPasswordLockMs - 1000);
    expect((await forgot(email, '203.0.113.100')).status).toBe(423);
    clock.advance(1000);
    expect((await forgot(email, '203.0.113.101')).status).toBe(200);
  });

  it('locks a client address trying many emails on the 6th attempt, then resets after 30 minutes', async () => {
    const client = '203.0.113.200';
    for (let i = 1; i <= LIMITS.forgotPasswordMaxAttempts; i++) {
      expect((await forgot(uniqueEmail(`spray${i}`), client)).status).toBe(200);
    }
    const sixth = await forgot(uniqueEmail('spray6'), client);
    expect(sixth.status).toBe(423);
    expect(sixth.body.error?.message).toBe(MESSAGES.forgotPasswordLocked);
    expect((await forgot(uniqueEmail('elsewhere'), '203.0.113.201')).status).toBe(200);

    clock.advance(LIMITS.forgotPasswordLockMs);
    expect((await forgot(uniqueEmail('spray7'), client)).status).toBe(200);
  });
});
