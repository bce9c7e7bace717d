import { type AdminPost, MESSAGES, type PostDetail, type UploadTicket } from '@storysong/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { UPLOADS, type UploadRecord } from '../uploads/exports.ts';
import { CONTENT_IMAGE_SIZES } from './content-images.ts';

describe('images inside a post', () => {
  let api: TestApi;
  let admin: Caller;

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2f0052' } })
      .png()
      .toBuffer();
  /** Uploaded as the editor does; the ticket names the public address the editor puts in the post. */
  async function upload(bytes: Uint8Array): Promise<UploadTicket> {
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      token: admin.token,
      body: { bucket: 'blog-images', contentType: 'image/png', size: bytes.length, fileName: 'choir.png' },
    });
    await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
    return ticket.body;
  }
  const save = (body: Record<string, unknown>) =>
    api.json<AdminPost & { error?: { message: string } }>('POST', '/api/admin/posts', {
      token: admin.token,
      body: { title: 'A choir at dusk', tags: [], status: 'published', ...body },
    });

  beforeAll(async () => {
    api = await createTestApi();
    ({ adminA: admin } = await callers(api));
  });
  afterAll(() => api.close());

  it('names a blog image’s public address on its upload ticket, and none for a private file', async () => {
    const ticket = await upload(await png(40, 30));
    expect(ticket.publicUrl).toBe(api.services.files.publicUrl('blog-images', ticket.fileId));
    const voice = await api.json<UploadTicket>('POST', '/api/uploads', {
      body: { bucket: 'voice-notes', contentType: 'audio/mpeg', size: 100, fileName: 'note.mp3' },
    });
    expect(voice.body.publicUrl).toBeNull();
  });

  it('claims the blog images its body shows for the post, as its featured image is claimed', async () => {
    const { publicUrl, fileId } = await upload(await png(40, 30));
    const saved = await save({ content: `<p>Dusk.</p><img src="${publicUrl}" alt="The harbour">` });
    expect(saved.status).toBe(201);
    expect((await api.services.documents.get<UploadRecord>(UPLOADS, fileId))?.data.claimedBy).toBe(saved.body.id);
  });

  it('serves an inline image resized, with srcset, sizes, its width and height and lazy loading', async () => {
    const { publicUrl, fileId } = await upload(await png(2000, 1000));
    const saved = await save({
      content: `<p>The evening we sang.</p><img src="${publicUrl}" alt="The choir on the harbour steps">`,
    });
    expect(saved.status).toBe(201);
    const { body: post } = await api.json<PostDetail>('GET', `/api/blog/posts/${saved.body.slug}`);
    const tag = /<img[^>]*>/.exec(post.content)?.[0] ?? '';
    expect(tag).toContain(`src="${publicUrl}"`);
    expect(tag).toContain('alt="The choir on the harbour steps"');
    expect(tag).toContain('width="2000" height="1000"');
    expect(tag).toContain(`sizes="${CONTENT_IMAGE_SIZES}"`);
    expect(tag).toContain('loading="lazy"');
    const srcset = /srcset="([^"]*)"/.exec(tag)?.[1] ?? '';
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    const smallest = await api.request('GET', new URL(srcset.split(' ')[0] ?? '').pathname);
    expect(smallest.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await smallest.arrayBuffer())).metadata()).width).toBe(480);

    // A later save (the editor sends the image back bare) keeps the sizes without resizing again.
    const before = await api.services.files.stat('blog-images', `${fileId.replace(/\.png$/, '')}-w480.webp`);
    const again = await api.json<AdminPost>('PUT', `/api/admin/posts/${saved.body.id}`, {
      token: admin.token,
      body: {
        title: 'A choir at dusk',
        tags: [],
        status: 'published',
        version: saved.body.version,
        content: `<p>The evening we sang.</p><img src="${publicUrl}" alt="The choir on the harbour steps">`,
      },
    });
    expect(again.status).toBe(200);
    expect(again.body.content).toContain(`srcset="${srcset}"`);
    expect(await api.services.files.stat('blog-images', `${fileId.replace(/\.png$/, '')}-w480.webp`)).toEqual(before);
  });

  it('refuses an image without alt text, and saves nothing', async () => {
    const { publicUrl } = await upload(await png(300, 200));
    const title = `Without words ${Date.now()}`;
    for (const content of [`<img src="${publicUrl}">`, `<p>Hi</p><img src="${publicUrl}" alt="   ">`]) {
      for (const status of ['published', 'draft']) {
        const refused = await save({ title, content, status });
        expect(refused.status).toBe(400);
        expect(refused.body.error?.message).toBe(MESSAGES.imageAltRequired);
      }
    }
    const mine = await api.json<AdminPost[]>('GET', '/api/admin/posts', { token: admin.token });
    expect(mine.body.map((p) => p.title)).not.toContain(title);
  });

  it('keeps only src and alt from what is sent, so no handler or foreign attribute reaches readers', async () => {
    const { publicUrl } = await upload(await png(300, 200));
    const saved = await save({
      content: `<img src="${publicUrl}" alt="A choir" onerror="alert(1)" srcset="https://evil.example/x.png 1w" style="width:1px">`,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.content).not.toMatch(/onerror|evil\.example|style=/);
    expect(saved.body.content).toContain('alt="A choir"');
  });
});
