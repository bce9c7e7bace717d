import type { AuditPage } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { recordAudit } from './audit.ts';
import { AUDIT_LOG } from './records.ts';

const clock = manualClock(Date.parse('2026-04-01T09:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;

describe('the audit log', () => {
  let api: TestApi;
  let staff: Awaited<ReturnType<typeof caller>>;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    staff = await caller(api, 'auditor', { admin: true });
    const ada = { uid: 'uid-ada', email: 'Ada@Example.com' };
    const bob = { uid: 'uid-bob', email: 'bob@example.com' };
    await recordAudit(api.services, ada, { action: 'order.refund', target: { kind: 'order', id: 'o1' }, detail: '£10.00' });
    clock.advance(DAY);
    await recordAudit(api.services, bob, { action: 'order.read', target: { kind: 'order', id: 'o1' } });
    clock.advance(DAY);
    await recordAudit(api.services, ada, { action: 'order.read', target: { kind: 'order', id: 'o2' } });
  });
  afterAll(() => api.close());

  const page = async (query = '') => {
    const answer = await api.json<AuditPage>('GET', `/api/admin/audit${query}`, { token: staff.token });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('is for staff only', async () => {
    const affiliate = await caller(api, 'aff', { affiliate: true });
    expect((await api.request('GET', '/api/admin/audit')).status).toBe(401);
    expect((await api.request('GET', '/api/admin/audit', { token: affiliate.token })).status).toBe(403);
  });

  it('lists who did what to which record and when, newest first, filtered by who, what and days', async () => {
    const all = await page();
    expect(all.entries.map((e) => [e.actorEmail, e.action, e.target.id])).toEqual([
      ['ada@example.com', 'order.read', 'o2'],
      ['bob@example.com', 'order.read', 'o1'],
      ['ada@example.com', 'order.refund', 'o1'],
    ]);
    expect(all.entries[2]).toMatchObject({ at: '2026-04-01T09:00:00.000Z', actorUid: 'uid-ada', detail: '£10.00' });
    expect((await page('?actor=ADA@example.com')).entries).toHaveLength(2);
    expect((await page('?action=order.read')).entries.map((e) => e.actorUid)).toEqual(['uid-ada', 'uid-bob']);
    expect((await page('?actor=ada@example.com&action=order.read')).entries).toHaveLength(1);
    expect((await page('?from=2026-04-02&to=2026-04-02')).entries.map((e) => e.actorUid)).toEqual(['uid-bob']);
    expect((await page('?from=2026-04-02')).entries).toHaveLength(2);
  });

  it('refuses filters it cannot read, with the one error shape', async () => {
    const bad = await api.json<{ error: { code: string; fields: Record<string, string> } }>(
      'GET',
      '/api/admin/audit?action=order.delete&from=yesterday',
      { token: staff.token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['action', 'from']);
    const backwards = await api.json<{ error: { fields: Record<string, string> } }>(
      'GET',
      '/api/admin/audit?from=2026-04-03&to=2026-04-01',
      {
        token: staff.token,
      },
    );
    expect(backwards.body.error.fields.to).toContain('on or before');
  });

  it('pages through older entries', async () => {
    for (let i = 0; i < 55; i++) {
      clock.advance(1000);
      await recordAudit(
        api.services,
        { uid: 'uid-cy', email: 'cy@example.com' },
        { action: 'mail.resend', target: { kind: 'mail', id: `m${i}` } },
      );
    }
    const first = await page('?actor=cy@example.com');
    expect(first.entries).toHaveLength(50);
    expect(first.next).toBe(first.entries.at(-1)?.id);
    const second = await page(`?actor=cy@example.com&before=${first.next}`);
    expect(second.entries.map((e) => e.target.id)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(second.next).toBeNull();
  });

  it('has no way to change or remove an entry through the API', async () => {
    const [entry] = (await page()).entries;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await api.request(method, `/api/admin/audit/${entry?.id}`, {
        token: staff.token,
        body: { detail: 'edited' },
      });
      expect(answer.status).toBe(404);
    }
    expect((await api.services.documents.get(AUDIT_LOG, entry?.id ?? ''))?.data).toMatchObject({ detail: entry?.detail ?? null });
  });
});
