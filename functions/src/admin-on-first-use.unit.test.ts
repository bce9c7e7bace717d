import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAppCheck as adminAppCheck } from 'firebase-admin/app-check';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { getAppCheck, getAuth, getFirestore } from './admin-on-first-use.ts';

// An app of its own: no other test's default app is touched, and no call leaves the process.
const app = initializeApp({ projectId: 'demo-storysong' }, 'admin-on-first-use');
afterAll(() => deleteApp(app));

describe('what firebase-functions gets in place of firebase-admin in the deployed entry', () => {
  it('hands out the same Firestore, Auth and App Check clients as firebase-admin, for the default database and a named one', () => {
    expect(getFirestore(app)).toBe(adminFirestore(app));
    expect(getFirestore(app, 'reports')).toBe(adminFirestore(app, 'reports'));
    expect(getFirestore(app, 'reports')).not.toBe(getFirestore(app));
    expect(getAuth(app)).toBe(adminAuth(app));
    expect(getAppCheck(app)).toBe(adminAppCheck(app));
  });
});
