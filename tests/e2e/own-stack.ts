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
 * reveals due under it. For a worker-scoped fixture, which should allow it three minutes to start.
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
