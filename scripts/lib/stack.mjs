// Starts the whole local stack: the Auth emulator and MailDev, then the API + built PWA (functions/src/server.ts,
// bundled to functions/lib/server.js and run as Cloud Functions runs the deployed code: NODE_ENV=production).
import { execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort, startAuthEmulator } from '../../emulators/auth-emulator.mjs';
import { firestoreForServer } from '../../emulators/firestore-emulator.mjs';
import { forgetLocalStack, recordLocalStack } from '../../emulators/local-stack.mjs';

const root = resolve(import.meta.dirname, '../..');

// A new data dir is seeded before the API answers, and seeding waits for the emulator: allow for both on a busy machine.
async function waitForHealth(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API server did not answer at ${url}`);
}

/**
 * The emulator and the API start side by side: the API serves pages at once and waits for the
 * emulator only to seed a new data dir, so a restart serves in seconds, not after the emulator's start.
 *
 * @param {{ dataDir: string, port?: number, keepAuth?: boolean, quiet?: boolean, authInBackground?: boolean, env?: Record<string,string> }} options
 * keepAuth: import/export the emulator's accounts under dataDir so a restart keeps them.
 * authInBackground: return once the API answers; `authReady` settles when the emulator does
 * (otherwise both are ready on return).
 */
export async function startStack(options) {
  const dataDir = resolve(options.dataDir);
  const authPort = await freePort();
  const emulatorStarting = startAuthEmulator({
    projectId: 'demo-storysong',
    port: authPort,
    dataDir: options.keepAuth ? join(dataDir, 'auth-emulator') : undefined,
    quiet: options.quiet,
    lowPriority: options.authInBackground,
  });
  const authReady = emulatorStarting.then(() => undefined);
  // The site's mail goes to a local SMTP server with a web inbox, unless SMTP_HOST names a real one.
  const smtpHost = options.env?.SMTP_HOST ?? process.env.SMTP_HOST;
  // MailDev takes seconds to load on a busy machine: its ports are chosen first so the API starts
  // beside it, not after it (a message sent before it answers waits in the outbox for a retry).
  const mailPorts = smtpHost ? null : { smtpPort: await freePort(), webPort: await freePort() };
  const maildevStarting = mailPorts
    ? import('../../emulators/maildev.mjs').then(({ startMaildev }) => startMaildev(mailPorts))
    : Promise.resolve(null);
  // DOCUMENTS_ADAPTER=firestore: the official Firestore emulator, up before the server, which reads it at once.
  const firestore = await firestoreForServer({ ...process.env, ...options.env }, dataDir);
  const port = options.port ?? (await freePort());
  const siteUrl = `http://localhost:${port}`;
  // SERVER_CPU_PROFILE_DIR=<folder> writes the API server's V8 CPU profile there when it stops (bench:api, test:load).
  const profile = process.env.SERVER_CPU_PROFILE_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  // The bundle takes a fraction of a second to build, so it is built on every start rather than tracked.
  execFileSync(process.execPath, ['build.mjs', '--server'], { cwd: join(root, 'functions'), stdio: 'inherit' });
  const server = spawn(process.execPath, [...profiling, '--enable-source-maps', join(root, 'functions/lib/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOCAL_STACK: 'true',
      PORT: String(port),
      SITE_URL: siteUrl,
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
      SEED_DEMO: 'true',
      ...(mailPorts && { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailPorts.smtpPort), SMTP_SECURE: 'false' }),
      ...firestore.env,
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const stopEmulator = () =>
    emulatorStarting.then(
      (emulator) => emulator.stop(),
      () => undefined,
    );
  let maildev;
  try {
    // An emulator that cannot start fails the start-up, whichever comes first.
    await Promise.race([waitForHealth(`${siteUrl}/api/health`, server), authReady.then(() => new Promise(() => {}))]);
    maildev = await maildevStarting;
    if (!options.authInBackground) await authReady;
  } catch (error) {
    server.kill('SIGKILL');
    await stopEmulator();
    await (await maildevStarting.catch(() => null))?.stop();
    await firestore.stop();
    throw error;
  }
  recordLocalStack(dataDir, { authEmulatorHost: `127.0.0.1:${authPort}`, url: siteUrl });
  let stopping;
  return {
    url: siteUrl,
    dataDir,
    authEmulatorHost: `127.0.0.1:${authPort}`,
    /** MailDev's web inbox (its JSON at `/api/email`), or null when SMTP_HOST sends elsewhere. */
    inboxUrl: maildev?.inboxUrl ?? null,
    authReady,
    server,
    stop() {
      stopping ??= (async () => {
        if (server.exitCode === null) {
          const exited = new Promise((r) => server.once('exit', r));
          server.kill('SIGTERM');
          // A profiled server writes its profile only once it has sent the mail still queued.
          await Promise.race([exited, new Promise((r) => setTimeout(r, profile ? 120_000 : 10_000))]);
          if (server.exitCode === null) server.kill('SIGKILL');
        }
        forgetLocalStack(dataDir);
        await stopEmulator();
        await maildev?.stop();
        await firestore.stop();
      })();
      return stopping;
    },
  };
}
