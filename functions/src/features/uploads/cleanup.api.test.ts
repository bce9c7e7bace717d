import type { UploadTicket } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { placeOrder } from '../../testing/orders.ts';
import { removeUnclaimedUploads, UNCLAIMED_UPLOAD_TTL_MS } from './cleanup.ts';
import { UPLOADS, type UploadRecord } from './records.ts';

describe('uploads no one attaches', () => {
  const clock = manualClock();
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ clock });
  });
  afterAll(() => api.close());

  const upload = async (bucket: string, token?: string) => {
    const bytes = Buffer.from(`bytes for ${bucket}`);
    const contentType = bucket === 'voice-notes' ? 'audio/mpeg' : 'image/png';
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      token,
      body: { bucket, contentType, size: bytes.length, fileName: 'x' },
    });
    expect(ticket.status).toBe(201);
    const put = await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
    expect(put.ok).toBe(true);
    return ticket.body.fileId;
  };

  it('are removed, file and record, a day after their ticket; attached ones and blog images stay', async () => {
    const staff = await caller(api, 'cleanup-staff', { admin: true });
    const orphan = await upload('voice-notes');
    const attached = await upload('voice-notes');
    const blogImage = await upload('blog-images', staff.token);
    expect((await placeOrder(api, { hasVoiceNote: true, voiceNote: attached })).status).toBe(201);

    clock.advance(UNCLAIMED_UPLOAD_TTL_MS - 60_000);
    const early = await upload('profile-pictures');
    expect(await removeUnclaimedUploads(api.services)).toBe(0);

    clock.advance(120_000);
    expect(await removeUnclaimedUploads(api.services)).toBe(1);
    expect(await api.services.documents.get(UPLOADS, orphan)).toBeNull();
    expect(await api.services.files.stat('voice-notes', orphan)).toBeNull();
    for (const [bucket, name] of [
      ['voice-notes', attached],
      ['blog-images', blogImage],
      ['profile-pictures', early],
    ] as const) {
      expect(await api.services.documents.get(UPLOADS, name)).not.toBeNull();
      expect(await api.services.files.stat(bucket, name)).not.toBeNull();
    }
  });

  it('looks past a full batch of blog images, which it keeps, to the uploads it removes', async () => {
    // More unclaimed blog images than one batch holds, older than every other upload: the first batch is theirs alone.
    const older = '2020-01-01T00:00:00.000Z';
    for (let i = 0; i < 101; i++) {
      const record: UploadRecord = {
        bucket: 'blog-images',
        contentType: 'image/png',
        declaredSize: 10,
        uploadedBy: 'staff',
        createdAt: older,
        claimedBy: null,
      };
      await api.services.documents.create(UPLOADS, `blog-image-${String(i).padStart(3, '0')}.png`, record);
    }
    const orphan = await upload('profile-pictures');
    clock.advance(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    expect(await removeUnclaimedUploads(api.services)).toBeGreaterThanOrEqual(1);
    expect(await api.services.documents.get(UPLOADS, orphan)).toBeNull();
    expect(await api.services.documents.get(UPLOADS, 'blog-image-100.png')).not.toBeNull();
  });

  it('limits a signed-in caller by account, as it limits anonymous callers by address', async () => {
    const affiliate = await caller(api, 'upload-burst', { affiliate: true });
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      const ticket = await api.request('POST', '/api/uploads', {
        token: affiliate.token,
        body: { bucket: 'profile-pictures', contentType: 'image/png', size: 10, fileName: 'x.png' },
      });
      statuses.push(ticket.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
