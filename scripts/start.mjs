// `npm start`: install, build, start the Auth emulator + API + PWA on one origin, seed demo data.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { stopOnSignal } from './lib/stop-on-signal.mjs';

const root = resolve(import.meta.dirname, '..');
// Settings in .env (see .env.example) apply as if set in the shell; the shell's own win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

/** Says so in one line, before any slow step, when something already listens on the port. */
function portIsFree() {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

if (!(await portIsFree())) {
  console.error(`✖ Port ${port} on ${host} is already in use. Stop what uses it, or choose another: PORT=${port + 1} npm start`);
  process.exit(1);
}
ensureInstall();
const { buildWebIfChanged } = await import('./lib/web-build.mjs');
buildWebIfChanged();

const { startStack } = await import('./lib/stack.mjs');
/** The demo staff account's authenticator secret, which the seed enrols (functions/src/features/admin/seed.ts). */
const DEMO_STAFF_TOTP = 'STORYSONGDEMOADMINSECRETKEY23456';
const dataDir = process.env.DATA_DIR ?? resolve(root, '.data');
console.log(`▶ Starting the Firebase Auth emulator and the API (data in ${dataDir})…`);
const starting = startStack({
  dataDir,
  port,
  keepAuth: true,
  authInBackground: true,
  env: { LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'off' },
});

// Listening from the moment the stack starts: a stop asked for while it starts (a supervisor
// signalling this process alone) waits for it and stops it, rather than leaving the API server and
// the emulator running without this process.
const stopping = stopOnSignal('\n▶ Stopping (saving the Auth emulator accounts)…', async () =>
  (await starting.catch(() => null))?.stop(),
);

const stack = await starting;
// Stopping already: the handler above ends the process once the stack is down; nothing to announce.
if (stopping()) await new Promise(() => {});
// From this process's start, so the figure includes the install check and the build check (goal: 5 s when nothing changed).
const servingAfter = (performance.now() / 1000).toFixed(1);
console.log(`\n✔ Storysong is serving at ${stack.url} after ${servingAfter} s (sign-in works once the Auth emulator is ready)\n`);

stack.authReady.then(
  () =>
    console.log(`
✔ Auth emulator ready at http://${stack.authEmulatorHost}. Demo sign-ins (local only):
    Staff      ${stack.url}/admin/login   admin@storysong.local / StorysongAdmin1
               then the code of authenticator key ${DEMO_STAFF_TOTP} (add it to an app, or open
               otpauth://totp/Storysong:admin%40storysong.local?secret=${DEMO_STAFF_TOTP}&issuer=Storysong)
    Affiliate  ${stack.url}/affiliate     affiliate@storysong.local / StorysongAffiliate1 (referral code DEMO2024)

  Mail inbox ${stack.inboxUrl ?? `none: mail goes to ${process.env.SMTP_HOST} (SMTP_HOST)`}   (every email the site sends)
  Payments: local test checkout   Files: ${dataDir}/files
  Password-reset and email-verification links are printed here as "password_reset_link" and
  "email_verification_link". Press Ctrl-C to stop.
`),
  async (error) => {
    console.error(`✖ The Auth emulator did not start: ${error.message}`);
    await stack.stop();
    process.exit(1);
  },
);

stack.server.on('exit', async (code) => {
  if (stopping()) return;
  console.error(`✖ The API server stopped unexpectedly (code ${code}).`);
  await stack.stop();
  process.exit(1);
});
