import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { startAuthEmulator } from '../../../emulators/auth-emulator.mjs';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { startFirestoreEmulator } from '../../../emulators/firestore-emulator.mjs';
import { startMaildev } from '../../../emulators/maildev.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firestoreEmulatorHost: string;
    /** True where a CI job started the official (Java) emulator: the security-rules tests need it. */
    officialFirestoreEmulator: boolean;
    /** MailDev's SMTP port and web inbox, where the suites' mail goes and is read back from. */
    mailSmtpPort: number;
    mailInboxUrl: string;
  }
}

/**
 * One Auth emulator, one Firestore emulator and one MailDev for the whole API suite, on free ports so parallel
 * runs don't collide; where the official Firestore emulator is already up (FIRESTORE_EMULATOR_HOST,
 * the CI job with Java), that one. Tests on Firestore keep apart by project id.
 */
export default async function setup(project: TestProject) {
  const official = process.env.FIRESTORE_EMULATOR_HOST;
  const [auth, firestore, maildev] = await Promise.all([
    startAuthEmulator({ projectId: 'demo-storysong', quiet: true }),
    official ? { host: official, stop() {} } : startFirestoreEmulator(),
    startMaildev(),
  ]);
  project.provide('authEmulatorHost', auth.host);
  project.provide('firestoreEmulatorHost', firestore.host);
  project.provide('officialFirestoreEmulator', Boolean(official));
  project.provide('mailSmtpPort', maildev.smtpPort);
  project.provide('mailInboxUrl', maildev.inboxUrl);
  return async () => {
    await maildev.stop();
    firestore.stop();
    await auth.stop();
  };
}
