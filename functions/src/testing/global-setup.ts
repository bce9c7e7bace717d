import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { startAuthEmulator } from '../../../emulators/auth-emulator.mjs';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { firestoreEmulatorUnavailable, startFirestoreEmulator } from '../../../emulators/firestore-emulator.mjs';
import { startMaildev } from '../../../emulators/maildev.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** The official Firestore emulator, or '' where it is missing (then `firestoreUnavailable` says why). */
    firestoreEmulatorHost: string;
    firestoreUnavailable: string;
    /** MailDev's SMTP port and web inbox, where the suites' mail goes and is read back from. */
    mailSmtpPort: number;
    mailInboxUrl: string;
  }
}

interface Firestore {
  host: string;
  stop(): Promise<void>;
}

/**
 * One official Firestore emulator for the whole run, shared by the projects that use this setup
 * (Vitest runs each project's global setup in this one process): it takes ~15 s and a JVM to start.
 * Tests keep apart by project id. Where FIRESTORE_EMULATOR_HOST names one already running, that one.
 */
const shared = Symbol.for('storysong.firestore-emulator');
type Shared = { users: number; firestore: Promise<Firestore> };
const registry = globalThis as typeof globalThis & { [shared]?: Shared };

function acquireFirestore(): Promise<Firestore> {
  if (!registry[shared]) {
    const running = process.env.FIRESTORE_EMULATOR_HOST;
    const firestore: Promise<Firestore> = running
      ? Promise.resolve({ host: running, stop: async () => {} })
      : startFirestoreEmulator({ quiet: true });
    registry[shared] = { users: 0, firestore };
  }
  registry[shared].users += 1;
  return registry[shared].firestore;
}

async function releaseFirestore() {
  const entry = registry[shared];
  if (!entry || --entry.users > 0) return;
  delete registry[shared];
  await (await entry.firestore).stop();
}

/**
 * One Auth emulator and one MailDev per project, and the run's Firestore emulator, on free ports so
 * parallel runs don't collide. Without the official Firestore emulator, the Firestore tests skip
 * saying why, and the `api-firestore` project (nothing but Firestore) refuses to start.
 */
export default async function setup(project: TestProject) {
  const unavailable: string | null = process.env.FIRESTORE_EMULATOR_HOST ? null : firestoreEmulatorUnavailable();
  if (unavailable && project.name === 'api-firestore') throw new Error(`api-firestore: ${unavailable}`);
  const [auth, firestore, maildev] = await Promise.all([
    startAuthEmulator({ projectId: 'demo-storysong', quiet: true }),
    unavailable ? null : acquireFirestore(),
    startMaildev(),
  ]);
  project.provide('authEmulatorHost', auth.host);
  project.provide('firestoreEmulatorHost', firestore?.host ?? '');
  project.provide('firestoreUnavailable', unavailable ?? '');
  project.provide('mailSmtpPort', maildev.smtpPort);
  project.provide('mailInboxUrl', maildev.inboxUrl);
  return async () => {
    await maildev.stop();
    if (firestore) await releaseFirestore();
    await auth.stop();
  };
}
