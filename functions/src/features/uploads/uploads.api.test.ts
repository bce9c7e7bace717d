import type { UploadTicket } from '@storysong/core';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudStorageFileStore } from '../../ports/files/cloud-storage.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { placeOrder } from '../../testing/orders.ts';
import { startStorageStandIn } from '../../testing/storage-server.ts';

interface FilesUnderTest {
  api: TestApi;
  /** Sends a request to whatever serves the signed URLs. */
  send(url: string, init: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

async function embeddedFiles(): Promise<FilesUnderTest> {
  const api = await createTestApi();
  return { api, send: async (url, init) => api.app.request(url, init), close: () => api.close() };
}

/** The Cloud Storage adapter, its URLs served by a local stand-in that enforces what Storage enforces. */
async function cloudStorageFiles(): Promise<FilesUnderTest> {
  const server = await startStorageStandIn();
  process.env.STORAGE_EMULATOR_HOST = server.url;
  const { projectId, clientEmail, privateKey } = server.account;
  const app = initializeApp({ projectId, credential: cert({ projectId, clientEmail, privateKey }) }, 'uploads-test');
  const storage = getStorage(app);
  const files = new CloudStorageFileStore({
    private: storage.bucket('storysong-private'),
    public: storage.bucket('storysong-public'),
  });
  const api = await createTestApi({ files });
  return {
    api,
    send: (url, init) => fetch(url, init),
    close: async () => {
      await api.close();
      await deleteApp(app);
      await server.close();
      delete process.env.STORAGE_EMULATOR_HOST;
    },
  };
}

describe.each([
  ['embedded files', embeddedFiles],
  ['Cloud Storage', cloudStorageFiles],
])('uploads on %s', (_, open) => {
  let files: FilesUnderTest;
  beforeAll(async () => {
    files = await open();
  });
  afterAll(() => files.close());

  it('a file attached to an order cannot be overwritten through its signed upload URL', async () => {
    const { api, send } = files;
    const original = Buffer.from('the customer voice note');
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      body: { bucket: 'voice-notes', contentType: 'audio/mpeg', size: original.length, fileName: 'note.mp3' },
    });
    expect(ticket.status).toBe(201);
    const { uploadUrl, method, headers } = ticket.body;
    expect((await send(uploadUrl, { method, headers, body: original })).ok).toBe(true);
    const order = await placeOrder(api, { voiceNote: ticket.body.fileId, hasVoiceNote: true });
    expect(order.status).toBe(201);

    const overwrite = await send(uploadUrl, { method, headers, body: Buffer.from('something else entirely') });
    expect(overwrite.ok).toBe(false);
    expect([409, 412]).toContain(overwrite.status);

    expect(await api.services.files.stat('voice-notes', ticket.body.fileId)).toEqual({
      contentType: 'audio/mpeg',
      size: original.length,
    });
    const download = await send(await api.services.files.signDownload('voice-notes', ticket.body.fileId), {});
    expect(Buffer.from(await download.arrayBuffer())).toEqual(original);
  });
});
