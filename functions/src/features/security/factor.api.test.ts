import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { type FactorEnrolment, STAFF_SESSION_HEADER, type StaffSessionIssued } from '@storysong/core';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealingStaffFactors } from '../../migrations/seal-staff-factors.ts';
import { SENSITIVE_STAFF_ACTIONS } from '../../platform/auth.ts';
import { SealedValueError } from '../../platform/sealed.ts';
import { STAFF_SESSIONS } from '../../platform/staff-sessions.ts';
import { createTestApi, manualClock, signIn, type TestApi } from '../../testing/harness.ts';
import { applyRetention } from '../privacy/exports.ts';
import { factorSecret, STAFF_FACTORS, type StaffFactorRecord } from './factors.ts';

const MINUTE = 60_000;
const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(clock.now() / 1000) + offsetSeconds });
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 9)}@example.com`;

describe('staff second factor', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ clock });
  });
  afterAll(() => api.close());

  /** A staff account signed in with its password only, as before this change: no second factor, no staff session. */
  async function passwordOnly() {
    const email = unique('staff');
    const { uid } = await api.user(email);
    await api.services.identity.setClaims(uid, { admin: true });
    return { uid, email, token: await signIn(`http://${api.services.config.authEmulatorHost}`, email, 'password123') };
  }

  async function send(method: string, path: string, token: string, sessionId?: string, body?: unknown) {
    const response = await api.request(method, path, {
      token,
      body,
      secondFactor: false,
      headers: sessionId ? { [STAFF_SESSION_HEADER]: sessionId } : {},
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, never> };
  }

  async function enrolled() {
    const staff = await passwordOnly();
    const enrolment = (await send('POST', '/api/admin/factor/enrolment', staff.token)).body as unknown as FactorEnrolment;
    const confirmed = await send('POST', '/api/admin/factor/enrolment/confirm', staff.token, undefined, {
      code: await codeAt(enrolment.secret),
    });
    expect(confirmed).toMatchObject({ status: 201 });
    return { ...staff, secret: enrolment.secret, session: confirmed.body as unknown as StaffSessionIssued };
  }

  it('refuses the admin claim alone on every staff route: a password is not enough', async () => {
    const { token } = await passwordOnly();
    const answer = await send('GET', '/api/admin/dashboard', token);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: { code: 'factor_required' } });
    expect((await send('GET', '/api/admin/orders', token, 'made-up-session')).status).toBe(401);
  });

  it('enrols an authenticator: QR code and secret, a right code opens a session and gives ten recovery codes once', async () => {
    const staff = await passwordOnly();
    expect((await send('GET', '/api/admin/factor', staff.token)).body).toEqual({ enrolled: false, recoveryCodesLeft: 0 });
    const started = await send('POST', '/api/admin/factor/enrolment', staff.token);
    expect(started.status).toBe(201);
    const enrolment = started.body as unknown as FactorEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(enrolment.otpauthUri).toContain(`otpauth://totp/Storysong:${encodeURIComponent(staff.email)}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    const stored = await api.services.documents.get<StaffFactorRecord>(STAFF_FACTORS, staff.uid);
    expect(JSON.stringify(stored?.data)).not.toContain(enrolment.secret);

    const wrong = await send('POST', '/api/admin/factor/enrolment/confirm', staff.token, undefined, { code: '000000' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', fields: { code: expect.any(String) } } },
    });
    const badShape = await send('POST', '/api/admin/factor/enrolment/confirm', staff.token, undefined, { code: '12ab' });
    expect(badShape.status).toBe(400);

    const confirmed = await send('POST', '/api/admin/factor/enrolment/confirm', staff.token, undefined, {
      code: await codeAt(enrolment.secret),
    });
    expect(confirmed.status).toBe(201);
    const session = confirmed.body as unknown as StaffSessionIssued;
    expect(session.sessionId).toMatch(/^[\w-]{43}$/);
    expect(session.recoveryCodes).toHaveLength(10);
    expect(session.recoveryCodes?.[0]).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(JSON.stringify(await api.services.documents.query(STAFF_SESSIONS))).not.toContain(session.sessionId);

    expect((await send('GET', '/api/admin/dashboard', staff.token, session.sessionId)).status).toBe(200);
    // Enrolled: no second secret can be set over the first.
    expect((await send('POST', '/api/admin/factor/enrolment', staff.token, session.sessionId)).status).toBe(409);
    expect((await send('GET', '/api/admin/factor', staff.token)).body).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
  });

  it('opens a session with a code once: the same code again is refused, and five wrong codes make the staff member wait', async () => {
    const staff = await enrolled();
    clock.advance(MINUTE);
    const code = await codeAt(staff.secret);
    expect((await send('POST', '/api/admin/factor/session', staff.token, undefined, { code })).status).toBe(201);
    expect((await send('POST', '/api/admin/factor/session', staff.token, undefined, { code })).status).toBe(400);
    for (let i = 0; i < 4; i++) {
      expect((await send('POST', '/api/admin/factor/session', staff.token, undefined, { code: '111111' })).status).toBe(400);
    }
    const locked = await send('POST', '/api/admin/factor/session', staff.token, undefined, {
      code: await codeAt(staff.secret, 30),
    });
    expect(locked.status).toBe(429);
    clock.advance(16 * MINUTE);
  });

  it('takes each recovery code once, instead of the app', async () => {
    const staff = await enrolled();
    const [recovery = ''] = staff.session.recoveryCodes ?? [];
    const used = await send('POST', '/api/admin/factor/session', staff.token, undefined, {
      recoveryCode: recovery.toLowerCase(),
    });
    expect(used).toMatchObject({ status: 201, body: { recoveryCodesLeft: 9 } });
    expect((await send('POST', '/api/admin/factor/session', staff.token, undefined, { recoveryCode: recovery })).status).toBe(
      400,
    );
  });

  it('ends a session 30 minutes after its last use, and 12 hours after it opened however busy', async () => {
    const staff = await enrolled();
    const { sessionId } = staff.session;
    clock.advance(29 * MINUTE);
    expect((await send('GET', '/api/admin/dashboard', staff.token, sessionId)).status).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await send('GET', '/api/admin/dashboard', staff.token, sessionId)).body).toMatchObject({
      error: { code: 'factor_required', message: expect.stringContaining('30 minutes') },
    });

    const busy = await send('POST', '/api/admin/factor/session', staff.token, undefined, { code: await codeAt(staff.secret) });
    const busyId = (busy.body as unknown as StaffSessionIssued).sessionId;
    for (let hour = 0; hour < 12 * 3; hour++) {
      clock.advance(20 * MINUTE);
      const answer = await send('GET', '/api/admin/dashboard', staff.token, busyId);
      expect(answer.status).toBe(hour < 35 ? 200 : 401);
    }
  });

  it('the retention job deletes sessions that ended without a sign-out, and keeps the ones in use', async () => {
    const abandoned = await enrolled();
    const working = await enrolled();
    const stored = async () => (await api.services.documents.query(STAFF_SESSIONS)).length;
    const before = await stored();
    clock.advance(20 * MINUTE);
    expect((await send('GET', '/api/admin/dashboard', working.token, working.session.sessionId)).status).toBe(200);
    clock.advance(11 * MINUTE);
    const done = await applyRetention(api.services);
    expect(done.staffSessions).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBeLessThan(before);
    // The one in use 11 minutes ago is still there and still works; the abandoned one is gone for good.
    expect((await send('GET', '/api/admin/dashboard', working.token, working.session.sessionId)).status).toBe(200);
    expect((await send('GET', '/api/admin/dashboard', abandoned.token, abandoned.session.sessionId)).status).toBe(401);
    expect((await applyRetention(api.services)).staffSessions).toBe(0);
  });

  it("a session is its staff member's only: another staff member's token with it is refused", async () => {
    const a = await enrolled();
    const b = await enrolled();
    expect((await send('GET', '/api/admin/dashboard', b.token, a.session.sessionId)).status).toBe(401);
  });

  it('signing out ends the session on the server', async () => {
    const staff = await enrolled();
    expect((await send('DELETE', '/api/admin/factor/session', staff.token, staff.session.sessionId)).status).toBe(204);
    expect((await send('GET', '/api/admin/dashboard', staff.token, staff.session.sessionId)).status).toBe(401);
  });

  it('asks for the code again before money moves when the last one is older than 5 minutes; a step-up lets it through', async () => {
    const staff = await enrolled();
    const { sessionId } = staff.session;
    expect((await send('PUT', '/api/admin/affiliate-settings', staff.token, sessionId, { holdingDays: 30 })).status).toBe(200);
    clock.advance(5 * MINUTE);
    const stale = await send('PUT', '/api/admin/affiliate-settings', staff.token, sessionId, { holdingDays: 0 });
    expect(stale).toMatchObject({ status: 403, body: { error: { code: 'recent_factor_required' } } });
    // Reading still works: only what moves money, exports or reveals asks again.
    expect((await send('GET', '/api/admin/affiliate-settings', staff.token, sessionId)).status).toBe(200);
    expect((await send('POST', '/api/admin/factor/step-up', staff.token, sessionId, { code: '123456' })).status).toBe(400);
    expect(
      (await send('POST', '/api/admin/factor/step-up', staff.token, sessionId, { code: await codeAt(staff.secret) })).status,
    ).toBe(204);
    expect((await send('PUT', '/api/admin/affiliate-settings', staff.token, sessionId, { holdingDays: 30 })).status).toBe(200);
  });

  it('stops a burst of money actions: 60 in ten minutes per staff member, then 429 with Retry-After', async () => {
    const { token } = await api.user(unique('burst'), { admin: true });
    for (let i = 0; i < SENSITIVE_STAFF_ACTIONS.max; i++) {
      expect((await api.request('PUT', '/api/admin/affiliate-settings', { token, body: { holdingDays: 30 } })).status).toBe(200);
    }
    const stopped = await api.request('PUT', '/api/admin/affiliate-settings', { token, body: { holdingDays: 0 } });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another staff member is counted apart, and reading is not limited.
    const other = await api.user(unique('other'), { admin: true });
    expect(
      (await api.request('PUT', '/api/admin/affiliate-settings', { token: other.token, body: { holdingDays: 30 } })).status,
    ).toBe(200);
    expect((await api.request('GET', '/api/admin/affiliate-settings', { token })).status).toBe(200);
    clock.advance(10 * MINUTE);
    expect((await api.request('PUT', '/api/admin/affiliate-settings', { token, body: { holdingDays: 30 } })).status).toBe(200);
  });

  it('the tests’ own staff helper goes through the same second factor', async () => {
    const { token } = await api.user(unique('helper'), { admin: true });
    expect((await api.request('GET', '/api/admin/dashboard', { token })).status).toBe(200);
    expect((await api.request('GET', '/api/admin/dashboard', { token, secondFactor: false })).status).toBe(401);
  });

  it('seals a secret kept under the signing key with the key ring, once, and again after the ring rotates', async () => {
    const { documents, config } = api.services;
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const key = Buffer.from(hkdfSync('sha256', config.signingKey, 'storysong', 'staff totp secret v1', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const legacy = { keyId: 'signing-hkdf-1', iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
    await documents.set(STAFF_FACTORS, 'legacy-staff', {
      status: 'enrolled',
      secret: { ...legacy, data: data.toString('base64') },
      createdAt: '2026-03-01T09:00:00.000Z',
      enrolledAt: '2026-03-01T09:00:00.000Z',
      lastTimeStep: 0,
      recoveryCodes: [],
    });

    expect(await sealingStaffFactors('test-seal-factors').run(api.services)).toBeGreaterThanOrEqual(1);
    const sealed = (await documents.get<StaffFactorRecord>(STAFF_FACTORS, 'legacy-staff'))?.data.secret;
    expect(sealed).toMatch(/^v1\.dev\./);
    expect(await factorSecret(api.services, 'legacy-staff')).toBe(secret);
    // Sealed for its own record: moved to another staff member's, it does not open.
    await documents.set(STAFF_FACTORS, 'other-staff', { ...(await documents.get(STAFF_FACTORS, 'legacy-staff'))?.data });
    await expect(factorSecret(api.services, 'other-staff')).rejects.toThrow(SealedValueError);
    await documents.delete(STAFF_FACTORS, 'other-staff');
    expect(await sealingStaffFactors('test-seal-factors-again').run(api.services)).toBe(0);

    const ring = config.sealingKeys;
    const rotated = await createTestApi(
      { documents, clock },
      {
        SEALING_KEYS: `k2:${Buffer.alloc(32, 9).toString('base64')},${ring.current}:${ring.keys.get(ring.current)?.toString('base64')}`,
      },
    );
    expect(await sealingStaffFactors('test-reseal-factors').run(rotated.services)).toBeGreaterThanOrEqual(1);
    expect((await documents.get<StaffFactorRecord>(STAFF_FACTORS, 'legacy-staff'))?.data.secret).toMatch(/^v1\.k2\./);
    expect(await factorSecret(rotated.services, 'legacy-staff')).toBe(secret);
  });
});
