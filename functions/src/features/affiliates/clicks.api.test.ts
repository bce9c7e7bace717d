import type { ReferralActivity } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromClient, registeredAffiliate } from '../../testing/affiliates.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { REFERRAL_CLICKS } from './clicks.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

describe('referral link clicks', () => {
  let api: TestApi;
  const clock = manualClock(Date.parse('2026-11-25T10:00:00Z'));
  beforeAll(async () => {
    api = await createTestApi({ clock }, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => api.close());

  const click = async (code: string, headers: Record<string, string> = {}) => {
    const response = await api.request('POST', '/api/referral-clicks', {
      body: { code },
      headers: { 'user-agent': PHONE, ...fromClient(), ...headers },
    });
    return { status: response.status, body: (await response.json()) as { counted?: boolean } };
  };
  const activity = async (token: string) =>
    (await api.json<ReferralActivity>('GET', '/api/affiliates/me/clicks', { token })).body;

  it('counts a visit through the link per week, and nothing about the visitor', async () => {
    const affiliate = await registeredAffiliate(api, 'clicks');
    expect(await click(affiliate.referralCode.toLowerCase())).toEqual({ status: 202, body: { counted: true } });
    await click(affiliate.referralCode);
    clock.advance(WEEK_MS);
    await click(affiliate.referralCode);

    const seen = await activity(affiliate.token);
    expect(seen.totalClicks).toBe(3);
    expect(seen.weeks).toHaveLength(12);
    expect(seen.weeks.slice(-2)).toEqual([
      { weekStart: '2026-11-23', clicks: 2 },
      { weekStart: '2026-11-30', clicks: 1 },
    ]);
    const stored = await api.services.documents.query(REFERRAL_CLICKS, {
      where: [{ field: 'affiliateId', op: '==', value: affiliate.uid }],
    });
    for (const doc of stored) expect(Object.keys(doc.data).sort()).toEqual(['affiliateId', 'clicks', 'weekStart']);
  });

  it('ignores crawlers, unknown codes and one visitor clicking over and over', async () => {
    const affiliate = await registeredAffiliate(api, 'clicks-ignored');
    expect(
      (await click(affiliate.referralCode, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).body,
    ).toEqual({
      counted: false,
    });
    expect((await click('ZZZZZZZZ')).body).toEqual({ counted: false });
    const sameVisitor = fromClient('10.9.9.9');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await click(affiliate.referralCode, sameVisitor)).body.counted);
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    expect((await activity(affiliate.token)).totalClicks).toBe(5);
  });

  it('refuses a malformed code with a clear message and counts nothing', async () => {
    const { status, body } = await click('not a code!');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { message: expect.any(String) } });
  });

  it('shows an affiliate only their own clicks, and nobody else any', async () => {
    const other = await registeredAffiliate(api, 'clicks-other');
    expect((await activity(other.token)).totalClicks).toBe(0);
    expect((await api.request('GET', '/api/affiliates/me/clicks')).status).toBe(401);
  });

  it('sends the short link to the suites with the code in the address', async () => {
    const link = await api.request('GET', '/r/demo2024');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/products/people?ref=DEMO2024');
    expect((await api.request('GET', '/r/%3Cscript%3E')).headers.get('location')).toBe('/products/people');
  });
});
