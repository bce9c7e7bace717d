// Starts MailDev (npm, runs offline) in this process: a real SMTP server on a free port and its web
// inbox, whose `GET /api/email` lists the messages as JSON. The local stack and the test suites use it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
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
  const maildev = new MailDev({ smtp: 0, ip: '127.0.0.1', web: webPort, webIp: '127.0.0.1', mailDirectory, silent: true });
  await maildev.start();
  const front = await smtpFront(smtpPort, maildev.getServers()?.smtp.getPort());
  return {
    smtpPort,
    webPort,
    inboxUrl: `http://127.0.0.1:${webPort}`,
    async stop() {
      await front.close();
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * The SMTP port senders use, passed through to MailDev's. MailDev's stop waits for open SMTP
 * sessions to end, and a pooled sender keeps its session open until its own idle timeout (10 s
 * for nodemailer). Closing here cuts every session at once, as a mail server going down does.
 * @param {number} port
 * @param {number | undefined} maildevPort
 */
async function smtpFront(port, maildevPort) {
  if (!maildevPort) throw new Error('MailDev did not report its SMTP port');
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = createConnection(maildevPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
