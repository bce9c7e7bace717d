import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from '../ports/documents/firestore.ts';

/**
 * The production documents adapter on the test Firestore emulator (FIRESTORE_EMULATOR_HOST, set by
 * setup-env.ts), in a project of its own: as empty as a fresh embedded store, and gone on close.
 */
export function openEmulatedFirestore(): FirestoreDocumentStore {
  const app = initializeApp({ projectId: `demo-test-${randomUUID()}` }, `firestore-${randomUUID()}`);
  const store = new FirestoreDocumentStore(getFirestore(app));
  const close = store.close.bind(store);
  store.close = async () => {
    await close();
    await deleteApp(app);
  };
  return store;
}
