import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with npm start
import { startStack } from '../../scripts/lib/stack.mjs';
import { launchOptions } from './browser.ts';
import { saveSessions } from './sessions.ts';

/** One real stack for the suite on a fresh data dir, seeded with the demo content and accounts. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storysong-e2e-'));
  const stack = await startStack({
    dataDir,
    quiet: true,
    // Each test is a visitor of its own (support.ts names its address), as the site's rate limits count
    // visitors: on one shared address the suite's checkouts ran into the limit of 20 per 10 minutes.
    env: { LOG_LEVEL: 'silent', TRUSTED_PROXY_HOPS: '1' },
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_AUTH_EMULATOR = `http://${stack.authEmulatorHost}`;
  // MailDev's web inbox: every email the stack sends, as JSON at /api/email.
  process.env.E2E_MAIL_INBOX = stack.inboxUrl;
  // The stack's data dir, where its local signing key lives, for links a test must sign itself (an expired one).
  process.env.E2E_DATA_DIR = dataDir;
  try {
    const browser = await chromium.launch(launchOptions);
    try {
      await saveSessions(browser, stack.url, dataDir);
    } finally {
      await browser.close();
    }
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return () => stack.stop();
}
