import type { SongShareView } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/index.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { orderStatus } from '../../testing/orders.ts';
import { DEMO_DELIVERED_ORDER } from './seed.ts';

describe('the seeded delivered order', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedDemo(api.services);
  });
  afterAll(() => api.close());

  it('opens on its order page and its gift page, with a song that plays from any point', async () => {
    const { orderId, token, shareId } = DEMO_DELIVERED_ORDER;
    const status = await orderStatus(api, { orderId, token });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ stage: 'delivered', paymentStatus: 'paid', shareId });

    const gift = await api.json<SongShareView>('GET', `/api/songs/${shareId}`);
    expect(gift.status).toBe(200);
    expect(gift.body.song).toMatchObject({ version: 1, fileName: 'basic-song.wav' });
    expect(gift.body.song.lyrics).toContain('Nana');

    const part = await api.app.request(gift.body.song.audioUrl, { headers: { Range: 'bytes=44-1043' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/wav');
    expect((await part.arrayBuffer()).byteLength).toBe(1000);
  });
});
