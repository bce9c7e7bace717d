import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helper shared with npm start
import { startStack } from '../../scripts/lib/stack.mjs';

/** One real stack for the suite on a fresh data dir, seeded with the demo content and accounts. */
export default async function globalSetup() {
  const stack = await startStack({
    dataDir: mkdtempSync(join(tmpdir(), 'storysong-e2e-')),
    quiet: true,
    env: { LOG_LEVEL: 'silent' },
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_AUTH_EMULATOR = `http://${stack.authEmulatorHost}`;
  // MailDev's web inbox: every email the stack sends, as JSON at /api/email.
  process.env.E2E_MAIL_INBOX = stack.inboxUrl;
  return () => stack.stop();
}
