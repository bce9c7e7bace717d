import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { startAuthEmulator } from '../../../emulators/auth-emulator.mjs';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { startFirestoreEmulator } from '../../../emulators/firestore-emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firestoreEmulatorHost: string;
  }
}

/**
 * One Auth emulator and one Firestore emulator for the whole API suite, on free ports so parallel
 * runs don't collide. Tests on Firestore keep apart by project id.
 */
export default async function setup(project: TestProject) {
  const [auth, firestore] = await Promise.all([
    startAuthEmulator({ projectId: 'demo-storysong', quiet: true }),
    startFirestoreEmulator(),
  ]);
  project.provide('authEmulatorHost', auth.host);
  project.provide('firestoreEmulatorHost', firestore.host);
  return async () => {
    firestore.stop();
    await auth.stop();
  };
}
