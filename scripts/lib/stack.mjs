// Starts the whole local stack: the Auth emulator, then the API + built PWA (functions/src/server.ts).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort, startAuthEmulator } from '../../emulators/auth-emulator.mjs';
import { forgetLocalStack, recordLocalStack } from '../../emulators/local-stack.mjs';

const root = resolve(import.meta.dirname, '../..');

async function waitForHealth(url, child, timeoutMs = 60_000) {
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
 * @param {{ dataDir: string, port?: number, keepAuth?: boolean, quiet?: boolean, env?: Record<string,string> }} options
 * keepAuth: import/export the emulator's accounts under dataDir so a restart keeps them.
 */
export async function startStack(options) {
  const dataDir = resolve(options.dataDir);
  const emulator = await startAuthEmulator({
    projectId: 'demo-storysong',
    dataDir: options.keepAuth ? join(dataDir, 'auth-emulator') : undefined,
    quiet: options.quiet,
  });
  const port = options.port ?? (await freePort());
  const siteUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'functions/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: siteUrl,
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      SEED_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(`${siteUrl}/api/health`, server);
  } catch (error) {
    server.kill('SIGKILL');
    await emulator.stop();
    throw error;
  }
  recordLocalStack(dataDir, { authEmulatorHost: emulator.host, url: siteUrl });
  let stopping;
  return {
    url: siteUrl,
    dataDir,
    authEmulatorHost: emulator.host,
    server,
    stop() {
      stopping ??= (async () => {
        if (server.exitCode === null) {
          const exited = new Promise((r) => server.once('exit', r));
          server.kill('SIGTERM');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
          if (server.exitCode === null) server.kill('SIGKILL');
        }
        forgetLocalStack(dataDir);
        await emulator.stop();
      })();
      return stopping;
    },
  };
}
