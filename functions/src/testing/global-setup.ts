import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { startAuthEmulator } from '../../../emulators/auth-emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One Auth emulator for the whole API suite, on a free port so parallel runs don't collide. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ projectId: 'demo-storysong', quiet: true });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
