import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { documentsContract } from './documents.contract.ts';
import { EmbeddedDocumentStore } from './embedded.ts';

documentsContract('embedded (in memory)', () => EmbeddedDocumentStore.open());
documentsContract('embedded (on disk)', () => EmbeddedDocumentStore.open(mkdtempSync(join(tmpdir(), 'docs-contract-'))));

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
if (firestoreHost) {
  documentsContract('firestore emulator', async () => {
    const { initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const { FirestoreDocumentStore } = await import('./firestore.ts');
    const app = initializeApp({ projectId: 'demo-storysong' }, `contract-${Date.now()}`);
    return new FirestoreDocumentStore(getFirestore(app));
  });
} else {
  describe('documents contract: firestore emulator', () => {
    it.skip('skipped: FIRESTORE_EMULATOR_HOST is not set (the Firestore emulator needs Java 21 and a download)', () => {});
  });
}
