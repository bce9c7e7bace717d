import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, inject, it } from 'vitest';
// The values the API suite's global setup provides (its `ProvidedContext` declaration).
import type {} from '../../functions/src/testing/global-setup.ts';

/**
 * firestore.rules denies every client: the browser only talks to our API (decision 001). Checked on
 * the official Firestore emulator, which evaluates rules, for every collection the app stores:
 * anonymous, a signed-in affiliate (whose uid names their own documents) and an admin claim, each
 * reading, listing and writing, all refused.
 */
const root = resolve(import.meta.dirname, '../..');
const firestoreHost = inject('firestoreEmulatorHost');
const unavailable = inject('firestoreUnavailable');
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/** Every collection the API writes (the records modules' names). */
const COLLECTIONS = [
  'admin_users',
  'affiliate_emails',
  'affiliates',
  // Append-only: not even a staff member's client may write, change or delete an entry.
  'audit_log',
  'blog_post_revisions',
  'blog_posts',
  'blog_slugs',
  'commission_ledger',
  'local_checkout_sessions',
  'mail_outbox',
  'meta',
  'migrations',
  'order_payments',
  'orders',
  'payment_events',
  'payouts',
  'production_digests',
  'rate_limits',
  'referral_clicks',
  'referral_codes',
  'referral_transactions',
  'site_settings',
  'staff_factors',
  'staff_sessions',
  'testimonial_submissions',
  'testimonials',
  'uploads',
];
/** The affiliate's uid, which is also the id of their documents (`affiliates/{uid}` and the like). */
const UID = 'aff1';

async function environment(projectId: string, rules: string) {
  const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
  const [host, port] = firestoreHost.split(':');
  const env = await initializeTestEnvironment({ projectId, firestore: { host, port: Number(port), rules } });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const collection of COLLECTIONS) {
      await db.collection(collection).doc(UID).set({ affiliateId: UID, ownerUid: UID, status: 'paid' });
    }
  });
  return env;
}

/** What any client context managed to do, as `who op collection`; empty when everything was refused. */
async function openings(env: RulesTestEnvironment): Promise<string[]> {
  const { assertFails } = await import('@firebase/rules-unit-testing');
  const clients = {
    anonymous: env.unauthenticatedContext(),
    affiliate: env.authenticatedContext(UID, { affiliate: true, email_verified: true }),
    admin: env.authenticatedContext('admin1', { admin: true, email_verified: true }),
  };
  const attempts: Promise<string | null>[] = [];
  for (const [who, context] of Object.entries(clients)) {
    const db = context.firestore();
    for (const collection of COLLECTIONS) {
      const own = db.collection(collection).doc(UID);
      const ops: Record<string, () => Promise<unknown>> = {
        get: () => own.get(),
        list: () => db.collection(collection).get(),
        'list own': () => db.collection(collection).where('affiliateId', '==', UID).get(),
        create: () => db.collection(collection).doc(`new-${who}`).set({ affiliateId: UID }),
        update: () => own.update({ status: 'refunded' }),
        delete: () => own.delete(),
      };
      // All at once: one by one, the 400 round trips take longer than a test may.
      for (const [op, attempt] of Object.entries(ops)) {
        attempts.push(
          assertFails(attempt()).then(
            () => null,
            () => `${who} ${op} ${collection}`,
          ),
        );
      }
    }
  }
  const found = (await Promise.all(attempts)).filter((opening) => opening !== null);
  return found;
}

describe.skipIf(Boolean(unavailable))(`firestore.rules${unavailable && ` (skipped: ${unavailable})`}`, () => {
  // Some 400 refusals through the web SDK: seconds on an idle machine, far more on a busy one's first run.
  it('refuses every client (anonymous, an affiliate, an admin) every read and write of every collection', {
    timeout: 120_000,
  }, async () => {
    const env = await environment('demo-storysong-rules', readFileSync(`${root}/firestore.rules`, 'utf8'));
    try {
      expect(await openings(env)).toEqual([]);
    } finally {
      await env.cleanup();
    }
  });

  it('would catch a rule that opens anything: one collection readable by admins is named', { timeout: 120_000 }, async () => {
    const opened = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /orders/{id} { allow read: if request.auth.token.admin == true; }
    match /affiliates/{uid} { allow update: if request.auth.uid == uid; }
  }
}`;
    const env = await environment('demo-storysong-rules-opened', opened);
    try {
      expect(await openings(env)).toEqual([
        'affiliate update affiliates',
        'admin get orders',
        'admin list orders',
        'admin list own orders',
      ]);
    } finally {
      await env.cleanup();
    }
  });
});

describe('storage.rules', () => {
  it.skipIf(!storageHost)(
    '(runs only with FIREBASE_STORAGE_EMULATOR_HOST: the Storage emulator needs a rules runtime that firebase-tools downloads) denies reads and writes of every object to every client',
    async () => {
      const { assertFails, initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
      const [host, port] = (storageHost ?? '').split(':');
      const env = await initializeTestEnvironment({
        projectId: 'demo-storysong-storage-rules',
        storage: { host, port: Number(port), rules: readFileSync(`${root}/storage.rules`, 'utf8') },
      });
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
    '(runs only with FIREBASE_STORAGE_EMULATOR_HOST: the Storage emulator needs a rules runtime that firebase-tools downloads) lets anyone get a blog image, and nothing else',
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
