import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, inject, it } from 'vitest';
// The values the API suite's global setup provides (its `ProvidedContext` declaration).
import type {} from '../../functions/src/testing/global-setup.ts';

/**
 * firestore.rules and storage.rules deny every client: the browser only talks to our API.
 * These run against the official emulators (Java 21 + a download), so only where they are up.
 */
const root = resolve(import.meta.dirname, '../..');
// Every API test run has a Firestore emulator (the npm one), but only the official one evaluates rules.
const firestoreHost = inject('officialFirestoreEmulator') ? process.env.FIRESTORE_EMULATOR_HOST : undefined;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

async function environment() {
  const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
  const [host, port] = (firestoreHost ?? '').split(':');
  const [storageHostName, storagePort] = (storageHost ?? '').split(':');
  return initializeTestEnvironment({
    projectId: 'demo-storysong-rules',
    ...(firestoreHost && { firestore: { host, port: Number(port), rules: readFileSync(`${root}/firestore.rules`, 'utf8') } }),
    ...(storageHost && {
      storage: { host: storageHostName, port: Number(storagePort), rules: readFileSync(`${root}/storage.rules`, 'utf8') },
    }),
  });
}

describe('firestore.rules', () => {
  it.skipIf(!firestoreHost)(
    '(runs only with FIRESTORE_EMULATOR_HOST: the Firestore emulator needs Java 21) denies reads and writes to anonymous and signed-in clients, admins included',
    async () => {
      const { assertFails } = await import('@firebase/rules-unit-testing');
      const env = await environment();
      for (const context of [
        env.unauthenticatedContext(),
        env.authenticatedContext('u1'),
        env.authenticatedContext('a1', { admin: true }),
      ]) {
        const db = context.firestore();
        await assertFails(db.collection('orders').doc('o1').get());
        await assertFails(db.collection('affiliates').doc('u1').get());
        await assertFails(db.collection('blog_posts').doc('p1').set({ title: 'x' }));
      }
      await env.cleanup();
    },
  );
});

describe('storage.rules', () => {
  it.skipIf(!storageHost)(
    '(runs only with FIREBASE_STORAGE_EMULATOR_HOST: the Storage emulator needs Java 21) denies reads and writes of every object to every client',
    async () => {
      const { assertFails } = await import('@firebase/rules-unit-testing');
      const env = await environment();
      for (const context of [env.unauthenticatedContext(), env.authenticatedContext('u1', { admin: true })]) {
        const storage = context.storage();
        await assertFails(storage.ref('voice-notes/a.mp3').getDownloadURL());
        await assertFails(
          storage
            .ref('blog-images/a.png')
            .putString('x')
            .then((snapshot) => snapshot),
        );
      }
      await env.cleanup();
    },
  );
});

describe('storage.public.rules', () => {
  it.skipIf(!storageHost)(
    '(runs only with FIREBASE_STORAGE_EMULATOR_HOST: the Storage emulator needs Java 21) lets anyone get a blog image, and nothing else',
    async () => {
      const { assertFails, assertSucceeds, initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
      const [host, port] = (storageHost ?? '').split(':');
      const env = await initializeTestEnvironment({
        projectId: 'demo-storysong-public-rules',
        storage: { host, port: Number(port), rules: readFileSync(`${root}/storage.public.rules`, 'utf8') },
      });
      await env.withSecurityRulesDisabled(async (context) => {
        await context.storage().ref('blog-images/a.png').putString('x');
        await context.storage().ref('voice-notes/a.mp3').putString('x');
      });
      for (const context of [env.unauthenticatedContext(), env.authenticatedContext('u1', { admin: true })]) {
        const storage = context.storage();
        await assertSucceeds(storage.ref('blog-images/a.png').getDownloadURL());
        await assertFails(storage.ref('voice-notes/a.mp3').getDownloadURL());
        await assertFails(storage.ref('blog-images').listAll());
        await assertFails(
          storage
            .ref('blog-images/b.png')
            .putString('x')
            .then((snapshot) => snapshot),
        );
      }
      await env.cleanup();
    },
  );
});
