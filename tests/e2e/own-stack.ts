import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helper shared with npm start
import { startStack } from '../../scripts/lib/stack.mjs';

export interface OwnStack {
  url: string;
  authEmulatorHost: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

/**
 * Runs `use` on a stack of the spec's own, started with the local test hooks so that its clock can
 * move forward: moving the shared stack's clock would make every other test's commissions and
 * reveals due under it. For a fixture of the spec's one test, which should allow it three minutes
 * to start. Not a worker fixture: Playwright gives a spec with worker fixtures of its own a worker
 * of its own, and keeps that for the end of the run, where its start and its long test held up the
 * run's finish by a minute (decision 033).
 */
export async function withOwnStack(name: string, use: (stack: OwnStack) => Promise<void>): Promise<void> {
  const stack = (await startStack({
    dataDir: mkdtempSync(join(tmpdir(), `storysong-e2e-${name}-`)),
    quiet: true,
    env: { LOG_LEVEL: 'silent', LOCAL_TEST_HOOKS: 'true' },
  })) as OwnStack;
  try {
    await use(stack);
  } finally {
    await stack.stop();
  }
}
