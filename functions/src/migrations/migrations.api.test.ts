import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { canonicalEmailKeys } from './canonical-email-keys.ts';
import { MIGRATIONS, runMigrations } from './index.ts';
import { knowledgeBase } from './knowledge-base.ts';
import { LEGACY_MAKOSSA } from './makossa-spelling.ts';

describe('data migrations', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('respells Makossa on orders placed with the old spelling, once, and leaves other genres alone', async () => {
    const { documents } = api.services;
    await documents.create('orders', 'legacy-1', { genre: LEGACY_MAKOSSA, fullName: 'A' });
    await documents.create('orders', 'legacy-2', { genre: LEGACY_MAKOSSA, fullName: 'B' });
    await documents.create('orders', 'other', { genre: 'Kompa', fullName: 'C' });

    expect(await runMigrations(api.services)).toEqual(MIGRATIONS.map((m) => m.id));
    expect((await documents.get('orders', 'legacy-1'))?.data.genre).toBe('Makossa');
    expect((await documents.get('orders', 'legacy-2'))?.data).toMatchObject({ genre: 'Makossa', fullName: 'B' });
    expect((await documents.get('orders', 'other'))?.data.genre).toBe('Kompa');
    expect((await documents.get('migrations', '001-makossa-spelling'))?.data).toMatchObject({ changed: 2 });

    // Recorded as done: a later start leaves even a newly written old spelling to the code that wrote it.
    await documents.create('orders', 'legacy-3', { genre: LEGACY_MAKOSSA });
    expect(await runMigrations(api.services)).toEqual([]);
    expect((await documents.get('orders', 'legacy-3'))?.data.genre).toBe(LEGACY_MAKOSSA);
  });

  it('gives orders keyed before sub-addresses and Gmail dots were dropped their canonical key', async () => {
    const { documents } = api.services;
    await documents.create('orders', 'old-key', { customerEmail: 'A.B+x@gmail.com', customerEmailKey: 'a.b+x@gmail.com' });
    await canonicalEmailKeys.run(api.services);
    expect((await documents.get('orders', 'old-key'))?.data.customerEmailKey).toBe('ab@gmail.com');
  });

  it('seeds the knowledge base, keeping an entry staff edited', async () => {
    const { documents } = api.services;
    await documents.delete('knowledge', 'refunds');
    await documents.set('knowledge', 'payment', { link: '/contact', fact: null, translations: {}, updatedAt: 'edited' });
    expect(await knowledgeBase.run(api.services)).toBe(1);
    expect((await documents.get('knowledge', 'refunds'))?.data).toMatchObject({ link: '/terms', fact: { key: 'terms_refunds' } });
    expect((await documents.get('knowledge', 'payment'))?.data).toMatchObject({ updatedAt: 'edited' });
  });

  it('two instances starting at once both finish without error', async () => {
    const migration = { id: 'test-concurrent', run: async () => 0 };
    const results = await Promise.all([runMigrations(api.services, [migration]), runMigrations(api.services, [migration])]);
    expect(results.flat().length).toBeGreaterThanOrEqual(1);
    expect(await api.services.documents.get('migrations', 'test-concurrent')).not.toBeNull();
  });
});
