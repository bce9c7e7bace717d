import type { ApiErrorBody, TransactionPage } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCommission, registeredAffiliate } from '../../testing/affiliates.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { REFERRAL_TRANSACTIONS } from './records.ts';

/**
 * 45 commissions an hour apart, every third one already due (approved), and one whose customer
 * field a spreadsheet would run as a formula (no "@", so masking leaves it as it is).
 */
const COUNT = 45;
const dateOf = (i: number) => new Date(Date.parse('2026-01-01T10:00:00Z') + i * 3_600_000).toISOString();

/** The signed-in affiliate's own commissions: by page, by status, and as CSV, never anyone else's. */
describe("an affiliate's transactions page and CSV", () => {
  let api: TestApi;
  let mine: { uid: string; token: string };
  let theirs: { uid: string; token: string };

  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
    mine = await registeredAffiliate(api, 'tx-page-mine');
    theirs = await registeredAffiliate(api, 'tx-page-theirs');
    for (let i = 0; i < COUNT; i++) await bookCommission(api, mine.uid, `ord_mine_${i}`, 1000 + i, dateOf(i));
    for (let i = 0; i < 3; i++) await bookCommission(api, theirs.uid, `ord_theirs_${i}`, 7777, dateOf(i));
    for (let i = 0; i < COUNT; i += 3) {
      await api.services.documents.update(REFERRAL_TRANSACTIONS, `ord_mine_${i}`, { status: 'approved' });
    }
    await api.services.documents.update(REFERRAL_TRANSACTIONS, 'ord_mine_44', { customerEmail: '=cmd|"/c calc"!A1' });
  });
  afterAll(() => api.close());

  const page = (token: string, query = '') =>
    api.json<TransactionPage & Partial<ApiErrorBody>>('GET', `/api/affiliates/me/transactions/page${query}`, { token });

  it('pages through every commission once, newest first, with a cursor', async () => {
    const seen: string[] = [];
    let query = '';
    for (;;) {
      const { status, body } = await page(mine.token, query);
      expect(status).toBe(200);
      expect(body.total).toBe(COUNT);
      expect(body.items.length).toBeLessThanOrEqual(body.pageSize);
      seen.push(...body.items.map((t) => t.id));
      if (!body.next) break;
      query = `?after=${body.next}`;
    }
    expect(seen).toEqual(Array.from({ length: COUNT }, (_, i) => `ord_mine_${COUNT - 1 - i}`));
  });

  it('filters by status on the server, pages included', async () => {
    const first = await page(mine.token, '?status=approved');
    expect(first.body.total).toBe(15);
    expect(first.body.items.every((t) => t.status === 'approved')).toBe(true);
    expect(first.body.items.map((t) => t.id).slice(0, 2)).toEqual(['ord_mine_42', 'ord_mine_39']);
    const pending = await page(mine.token, '?status=pending');
    expect(pending.body.total).toBe(30);
    expect(pending.body.next).not.toBeNull();
    const second = await page(mine.token, `?status=pending&after=${pending.body.next}`);
    expect(second.body.items).toHaveLength(10);
    expect(second.body.next).toBeNull();
    expect((await page(mine.token, '?status=rejected')).body).toMatchObject({ items: [], total: 0, next: null });
  });

  it('shows customers masked and never another affiliate’s commissions', async () => {
    const { body } = await page(mine.token);
    expect(body.items.every((t) => t.affiliateId === mine.uid)).toBe(true);
    expect(body.items.find((t) => t.id === 'ord_mine_43')?.customerEmail).toBe('***********@example.com');
    const theirsPage = await page(theirs.token);
    expect(theirsPage.body.items.map((t) => t.id)).toEqual(['ord_theirs_2', 'ord_theirs_1', 'ord_theirs_0']);
  });

  it('refuses a cursor from another affiliate’s list, and bad input', async () => {
    const stolen = await page(mine.token, '?after=ord_theirs_1');
    expect(stolen.status).toBe(400);
    expect(stolen.body.error?.code).toBe('validation_failed');
    expect((await page(mine.token, '?status=everything')).status).toBe(400);
    expect((await page(mine.token, '?after=../x')).status).toBe(400);
    expect((await api.request('GET', '/api/affiliates/me/transactions/page')).status).toBe(401);
    const stranger = await api.user(`tx-stranger-${Date.now()}@example.com`);
    expect((await page(stranger.token)).status).toBe(404);
  });

  it('exports their own commissions as formula-safe CSV, filtered like the page', async () => {
    const response = await api.request('GET', '/api/affiliates/me/transactions/export', { token: mine.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="commissions-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('"date","reference","customer","commission","currency","status","dueDate"');
    expect(rows).toHaveLength(COUNT + 1);
    expect(rows[1]).toBe('"2026-01-03","ord_mine_44","\'=cmd|""/c calc""!A1","10.44","GBP","pending","2026-02-02"');
    expect(rows[2]).toBe('"2026-01-03","ord_mine_43","***********@example.com","10.43","GBP","pending","2026-02-02"');
    expect(rows.join('\n')).not.toContain('ord_theirs');
    expect(rows.join('\n')).not.toContain('77.77');

    const approved = await api.request('GET', '/api/affiliates/me/transactions/export?status=approved', { token: mine.token });
    const approvedRows = (await approved.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1);
    expect(approvedRows).toHaveLength(15);
    expect(approvedRows.every((row) => row.includes('"approved",""'))).toBe(true);

    const theirsCsv = await api.request('GET', '/api/affiliates/me/transactions/export', { token: theirs.token });
    const theirRows = (await theirsCsv.text()).split('\r\n').slice(1);
    expect(theirRows).toHaveLength(3);
    expect(theirRows.join('\n')).not.toContain('ord_mine');
    expect((await api.request('GET', '/api/affiliates/me/transactions/export')).status).toBe(401);
  });
});
