import type { AdminPost, PostDetail } from '@storysong/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

describe('responsive blog images', () => {
  let api: TestApi;
  let admin: Caller;

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7b3fa0' } })
      .png()
      .toBuffer();
  async function upload(bytes: Uint8Array, contentType = 'image/png'): Promise<string> {
    const ticket = await api.json<{ fileId: string; uploadUrl: string; headers: Record<string, string> }>(
      'POST',
      '/api/uploads',
      {
        token: admin.token,
        body: { bucket: 'blog-images', contentType, size: bytes.length, fileName: 'photo.png' },
      },
    );
    await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
    return ticket.body.fileId;
  }
  async function publishWith(title: string, featuredImage: string): Promise<PostDetail> {
    const { body: post } = await api.json<AdminPost>('POST', '/api/admin/posts', {
      token: admin.token,
      body: { title, content: '<p>With a picture</p>', tags: [], status: 'published', featuredImage },
    });
    return (await api.json<PostDetail>('GET', `/api/blog/posts/${post.slug}`)).body;
  }
  /** Each srcset entry's image as served: its type and real width, and the width the entry claims. */
  async function served(srcset: string) {
    return Promise.all(
      srcset.split(', ').map(async (entry) => {
        const [url = '', claimed = ''] = entry.split(' ');
        const response = await api.request('GET', new URL(url).pathname);
        const bytes = Buffer.from(await response.arrayBuffer());
        return { type: response.headers.get('content-type'), width: (await sharp(bytes).metadata()).width, claimed };
      }),
    );
  }

  beforeAll(async () => {
    api = await createTestApi();
    ({ adminA: admin } = await callers(api));
  });
  afterAll(() => api.close());

  it('resizes a large featured image into WebP at 480, 960 and 1600 px, with its own size for the page', async () => {
    const post = await publishWith('Wide photo', await upload(await png(2400, 1350)));
    expect(post.featuredImageSet).toMatchObject({ width: 2400, height: 1350 });
    expect(await served(post.featuredImageSet?.srcset ?? '')).toEqual([
      { type: 'image/webp', width: 480, claimed: '480w' },
      { type: 'image/webp', width: 960, claimed: '960w' },
      { type: 'image/webp', width: 1600, claimed: '1600w' },
    ]);
    // The original stays as the fallback `src`, and the card on the list carries the same set.
    expect(post.featuredImageUrl).toMatch(/\.png$/);
    const list = await api.json<{ items: { id: string; featuredImageSet: unknown }[] }>('GET', '/api/blog/posts?page=1');
    expect(list.body.items.find((item) => item.id === post.id)?.featuredImageSet).toEqual(post.featuredImageSet);
  });

  it('never enlarges a small image: it is converted at its own width', async () => {
    const post = await publishWith('Small photo', await upload(await png(700, 400)));
    expect(post.featuredImageSet).toMatchObject({ width: 700, height: 400 });
    expect((await served(post.featuredImageSet?.srcset ?? '')).map((image) => image.width)).toEqual([480, 700]);
  });

  it('keeps a file it cannot read as it is, without sizes', async () => {
    const post = await publishWith('Odd file', await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47])));
    expect(post.featuredImageUrl).toMatch(/\.png$/);
    expect(post.featuredImageSet).toBeNull();
  });
});
