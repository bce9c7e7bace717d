import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helper shared with npm start
import { startStack } from '../../scripts/lib/stack.mjs';

export interface RunningStack {
  url: string;
  dataDir: string;
  server: ChildProcess;
  authEmulatorHost: string;
  stop(): Promise<void>;
}

/** The real local stack (Auth emulator + API + PWA), seeded, on a fresh data dir unless one is given. */
export async function benchStack(env: Record<string, string> = {}, dataDir?: string): Promise<RunningStack> {
  return startStack({
    dataDir: dataDir ?? mkdtempSync(join(tmpdir(), 'storysong-bench-')),
    quiet: true,
    env: { LOG_LEVEL: 'silent', ...env },
  });
}
