import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error plain ESM helper shared with npm start
import { startStack } from '../../scripts/lib/stack.mjs';

export interface RunningStack {
  url: string;
  dataDir: string;
  server: ChildProcess;
  authEmulatorHost: string;
  stop(): Promise<void>;
}

const options = (env: Record<string, string>, dataDir?: string) => ({
  dataDir: dataDir ?? mkdtempSync(join(tmpdir(), 'storysong-bench-')),
  quiet: true,
  env: { LOG_LEVEL: 'silent', ...env },
});

/** The real local stack (Auth emulator + API + PWA), seeded, on a fresh data dir unless one is given. */
export async function benchStack(env: Record<string, string> = {}, dataDir?: string): Promise<RunningStack> {
  return startStack(options(env, dataDir));
}

/**
 * Another checkout's stack, started by that checkout's own `scripts/lib/stack.mjs`, so its server
 * runs as that build ran it (bench:compare).
 */
export async function treeStack(root: string, env: Record<string, string> = {}): Promise<RunningStack> {
  const { startStack: startTreeStack } = await import(pathToFileURL(join(root, 'scripts/lib/stack.mjs')).href);
  // An earlier build's start-up may wait less long than today's (ce860d5's Auth emulator 60 s, not
  // 120): on a busy machine, up to three tries rather than a lost comparison (starting is not measured).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTreeStack(options(env));
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`The stack of ${root} did not start (${error instanceof Error ? error.message : error}); trying again…`);
    }
  }
}
