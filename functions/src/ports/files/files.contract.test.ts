import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { createTestApi, manualClock } from '../../testing/harness.ts';
import { startStorageStandIn } from '../../testing/storage-server.ts';
import { CloudStorageFileStore } from './cloud-storage.ts';
import { EmbeddedFileStore } from './embedded.ts';
import { filesContract } from './files.contract.ts';

filesContract('embedded (local disk behind our API)', async () => {
  const clock = manualClock(Date.now());
  const store = new EmbeddedFileStore(
    mkdtempSync(join(tmpdir(), 'files-contract-')),
    'contract-key',
    'http://localhost:8080',
    clock.now,
  );
  const api = await createTestApi({ files: store });
  return {
    store,
    send: async (url, init) => api.app.request(url, init),
    expire: () => clock.advance(16 * 60 * 1000),
    close: () => api.close(),
  };
});

/**
 * The production adapter as services.ts builds it (firebase-admin's Storage with a service-account
 * credential, here a key made for the test), against a local stand-in for Cloud Storage's XML and
 * JSON APIs that verifies every signed URL as Storage does.
 */
filesContract('cloud storage (V4 signed URLs, on a local Storage stand-in)', async () => {
  const server = await startStorageStandIn({ publicBuckets: ['storysong-public'] });
  const previousHost = process.env.STORAGE_EMULATOR_HOST;
  process.env.STORAGE_EMULATOR_HOST = server.url;
  const { projectId, clientEmail, privateKey } = server.account;
  const app = initializeApp({ projectId, credential: cert({ projectId, clientEmail, privateKey }) }, 'files-contract');
  const storage = getStorage(app);
  const store = new CloudStorageFileStore(
    { private: storage.bucket('storysong-private'), public: storage.bucket('storysong-public') },
    server.url,
  );
  return {
    store,
    send: (url, init) => fetch(url, init),
    expire: () => server.advance(16 * 60 * 1000),
    close: async () => {
      await deleteApp(app);
      await server.close();
      if (previousHost === undefined) delete process.env.STORAGE_EMULATOR_HOST;
      else process.env.STORAGE_EMULATOR_HOST = previousHost;
    },
  };
});
