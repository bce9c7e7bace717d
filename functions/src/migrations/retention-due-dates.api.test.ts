import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { retentionDueDates } from './retention-due-dates.ts';

describe('migration 004: retention due dates for songs delivered before the schedule', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('sets the notice 11 months after the latest delivery, leaves erased and scheduled orders alone, and changes nothing twice', async () => {
    const { documents } = api.services;
    const song = (deliveredAt: string) => ({ song: { file: 'f.mp3', lyrics: '', deliveredAt } });
    await documents.set('orders', 'delivered-before', {
      createdAt: '2025-01-01T00:00:00.000Z',
      ...song('2025-01-31T09:00:00.000Z'),
    });
    await documents.set('orders', 'already-due', {
      createdAt: '2025-01-01T00:00:00.000Z',
      ...song('2025-02-01T09:00:00.000Z'),
      retentionDueAt: '2026-06-01T00:00:00.000Z',
    });
    await documents.set('orders', 'erased', {
      createdAt: '2025-01-01T00:00:00.000Z',
      song: null,
      erasedAt: '2025-12-01T00:00:00.000Z',
    });
    await documents.set('orders', 'not-delivered', { createdAt: '2025-01-01T00:00:00.000Z' });

    expect(await retentionDueDates.run(api.services)).toBe(1);
    expect((await documents.get('orders', 'delivered-before'))?.data.retentionDueAt).toBe('2025-12-31T09:00:00.000Z');
    expect((await documents.get('orders', 'already-due'))?.data.retentionDueAt).toBe('2026-06-01T00:00:00.000Z');
    expect((await documents.get('orders', 'erased'))?.data.retentionDueAt).toBeUndefined();
    expect((await documents.get('orders', 'not-delivered'))?.data.retentionDueAt).toBeUndefined();
    expect(await retentionDueDates.run(api.services)).toBe(0);
  });
});
