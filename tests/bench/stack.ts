import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helper shared with npm start
import { startStack } from '../../scripts/lib/stack.mjs';

export interface RunningStack {
  url: string;
  authEmulatorHost: string;
  stop(): Promise<void>;
}

/** The real local stack (Auth emulator + API + PWA) on a fresh, seeded data dir, for benchmarks. */
export async function benchStack(env: Record<string, string> = {}): Promise<RunningStack> {
  return startStack({
    dataDir: mkdtempSync(join(tmpdir(), 'storysong-bench-')),
    quiet: true,
    env: { LOG_REQUESTS: 'off', ...env },
  });
}
