import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { createTestApi, manualClock } from '../../testing/harness.ts';
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

describe('files contract: cloud storage', () => {
  it.skip('skipped: needs the Cloud Storage emulator (STORAGE_EMULATOR_HOST), a Java download unavailable here', () => {});
});
