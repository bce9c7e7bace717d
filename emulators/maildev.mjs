// Starts MailDev (npm, runs offline) in this process: a real SMTP server on a free port and its web
// inbox, whose `GET /api/email` lists the messages as JSON. The local stack and the test suites use it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { freePort } from './auth-emulator.mjs';

/**
 * @param {{ smtpPort?: number, webPort?: number }} [options]
 * @returns {Promise<{ smtpPort: number, webPort: number, inboxUrl: string, stop(): Promise<void> }>}
 */
export async function startMaildev(options = {}) {
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const mailDirectory = mkdtempSync(join(tmpdir(), 'storysong-maildev-'));
  const maildev = new MailDev({ smtp: smtpPort, ip: '127.0.0.1', web: webPort, webIp: '127.0.0.1', mailDirectory, silent: true });
  await maildev.start();
  return {
    smtpPort,
    webPort,
    inboxUrl: `http://127.0.0.1:${webPort}`,
    async stop() {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
