import type { AdminPost, Page, PostSummary } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/index.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { DEMO_ADMIN } from '../admin/exports.ts';

describe('seeded blog covers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedDemo(api.services);
  });
  afterAll(() => api.close());

  it('gives every seeded post its own small JPEG cover, served from the public bucket', async () => {
    const { body } = await api.json<Page<PostSummary>>('GET', '/api/blog/posts');
    expect(body.items.length).toBe(4);
    const covers = new Set<string>();
    for (const post of body.items) {
      expect(post.featuredImageUrl).toMatch(/\/api\/files\/blog-images\/.+\.jpg$/);
      const image = await api.app.request(post.featuredImageUrl ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.length).toBeGreaterThan(5_000);
      expect(bytes.length).toBeLessThan(50_000);
      covers.add(bytes.toString('base64'));
      // Resized like an upload: the page offers WebP widths and the cover's own size.
      expect(post.featuredImageSet?.srcset).toMatch(/-w480\.webp 480w/);
      expect(post.featuredImageSet?.width).toBeGreaterThan(0);
    }
    expect(covers.size).toBe(body.items.length);
  });

  it('keeps a seeded cover when its author edits the post', async () => {
    const { token } = await api.user(DEMO_ADMIN.email, { admin: true }, DEMO_ADMIN.password);
    const mine = await api.json<AdminPost[]>('GET', '/api/admin/posts', { token });
    const post = mine.body.find((p) => p.id === 'demo-voice-notes');
    expect(post?.featuredImage).toBe('demo-voice-notes-cover.jpg');
    const saved = await api.json<AdminPost>('PUT', `/api/admin/posts/${post?.id}`, {
      token,
      body: {
        title: 'Edited',
        content: post?.content,
        status: 'published',
        tags: post?.tags,
        featuredImage: post?.featuredImage,
        version: post?.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.featuredImageUrl).toBe(post?.featuredImageUrl);
  });
});
