import { type AdminPost, LIMITS, MESSAGES, type PostRevision, type PostRevisionSummary } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { BLOG_POSTS } from './records.ts';
import { BLOG_POST_REVISIONS } from './revisions.ts';

describe('post versions: conflicts and revisions', () => {
  let api: TestApi;
  let adminA: Caller;
  let adminB: Caller;

  const save = (caller: Caller, body: Record<string, unknown>, id?: string) =>
    api.json<AdminPost & { error?: { code: string; message: string; fields?: Record<string, string> } }>(
      id ? 'PUT' : 'POST',
      id ? `/api/admin/posts/${id}` : '/api/admin/posts',
      { token: caller.token, body: { tags: [], status: 'draft', ...body } },
    );
  const history = (caller: Caller, id: string) =>
    api.json<PostRevisionSummary[]>('GET', `/api/admin/posts/${id}/revisions`, { token: caller.token });
  const revision = (caller: Caller, id: string, version: number) =>
    api.json<PostRevision>('GET', `/api/admin/posts/${id}/revisions/${version}`, { token: caller.token });

  beforeAll(async () => {
    api = await createTestApi();
    ({ adminA, adminB } = await callers(api));
  });
  afterAll(() => api.close());

  it('refuses a save made from an older version and leaves the stored post as the newer save left it', async () => {
    const { body: post } = await save(adminA, { title: 'Two tabs', content: '<p>First words</p>' });
    expect(post.version).toBe(1);
    // Both tabs opened version 1; the first to save wins.
    const first = await save(adminA, { title: 'Two tabs', content: '<p>From tab one</p>', version: 1 }, post.id);
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stored = await api.services.documents.get(BLOG_POSTS, post.id);

    const second = await save(adminA, { title: 'Two tabs, edited', content: '<p>From tab two</p>', version: 1 }, post.id);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'conflict', message: MESSAGES.postChangedElsewhere });
    expect(await api.services.documents.get(BLOG_POSTS, post.id)).toEqual(stored);
    expect((await history(adminA, post.id)).body.map((r) => r.version)).toEqual([2, 1]);

    // Publishing from a stale version is refused just the same.
    const stalePublish = await save(adminA, { title: 'Two tabs', content: '<p>x</p>', status: 'published', version: 1 }, post.id);
    expect(stalePublish.status).toBe(409);
    expect((await api.services.documents.get(BLOG_POSTS, post.id))?.data).toMatchObject({ status: 'draft', version: 2 });
  });

  it('requires the version on an update', async () => {
    const { body: post } = await save(adminA, { title: 'Versionless', content: '<p>x</p>' });
    const missing = await save(adminA, { title: 'Versionless', content: '<p>y</p>' }, post.id);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toHaveProperty('version');
  });

  it(`keeps the last ${LIMITS.postRevisionsKept} versions, each viewable, and restores one by saving it again`, async () => {
    const saves = LIMITS.postRevisionsKept + 5;
    let post = (await save(adminA, { title: 'Many drafts', content: '<p>Draft 1</p>' })).body;
    for (let n = 2; n <= saves; n++) {
      const status = n === saves ? 'published' : 'draft';
      post = (await save(adminA, { title: 'Many drafts', content: `<p>Draft ${n}</p>`, status, version: post.version }, post.id))
        .body;
    }
    expect(post.version).toBe(saves);

    const kept = (await history(adminA, post.id)).body;
    expect(kept).toHaveLength(LIMITS.postRevisionsKept);
    expect(kept[0]).toMatchObject({ version: saves, status: 'published', title: 'Many drafts' });
    expect(kept.at(-1)?.version).toBe(saves - LIMITS.postRevisionsKept + 1);
    expect(
      (await api.services.documents.query(BLOG_POST_REVISIONS, { where: [{ field: 'postId', op: '==', value: post.id }] }))
        .length,
    ).toBe(LIMITS.postRevisionsKept);
    expect((await revision(adminA, post.id, 1)).status).toBe(404);

    const old = await revision(adminA, post.id, 10);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({
      version: 10,
      status: 'draft',
      title: 'Many drafts',
      content: '<p>Draft 10</p>',
      slug: post.slug,
    });

    // Restoring is the editor loading a version and saving it: the post takes its text, and that save is a version too.
    const restored = await save(
      adminA,
      { title: old.body.title, content: old.body.content, tags: old.body.tags, status: 'published', version: post.version },
      post.id,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ content: '<p>Draft 10</p>', version: saves + 1 });
    expect((await api.json<{ content: string }>('GET', `/api/blog/posts/${post.slug}`)).body.content).toBe('<p>Draft 10</p>');
    expect((await history(adminA, post.id)).body[0]).toMatchObject({ version: saves + 1, status: 'published' });
  });

  it("shows a post's history only to its author, and deletes it with the post", async () => {
    const { body: post } = await save(adminA, { title: 'Private history', content: '<p>x</p>' });
    expect((await history(adminB, post.id)).status).toBe(404);
    expect((await revision(adminB, post.id, 1)).status).toBe(404);
    expect((await api.request('GET', `/api/admin/posts/${post.id}/revisions/one`, { token: adminA.token })).status).toBe(400);

    expect((await api.request('DELETE', `/api/admin/posts/${post.id}`, { token: adminA.token })).status).toBe(204);
    expect(
      await api.services.documents.query(BLOG_POST_REVISIONS, { where: [{ field: 'postId', op: '==', value: post.id }] }),
    ).toEqual([]);
  });
});
