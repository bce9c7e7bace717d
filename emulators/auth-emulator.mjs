// Starts the official Firebase Auth emulator (Node code inside firebase-tools, runs offline)
// on free ports, waits until it answers, and stops it with SIGINT so it can export its data.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const firebaseBin = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
/** Node's arguments for firebase-tools' process: its Auth emulator builds each validator on first use. */
export const FIREBASE_NODE_ARGS = ['--require', join(root, 'emulators/lazy-validators.cjs')];

/** Whether a server could listen on `port` (0: any), and on which: null when it is taken. */
function tryListen(port) {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolvePort(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolvePort(bound));
    });
  });
}

/** Where the system's ephemeral ports start (Linux: 32768; elsewhere assumed no lower). */
function ephemeralStart() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * A free port for a server started later, chosen below the system's ephemeral range: that range is
 * what the system hands to every `listen(0)` and outgoing connection, so a port chosen there and
 * freed until its server binds it could be handed to another process meanwhile (the Emulator
 * Suite's Hosting once lost its port so, to a server started between).
 */
export async function freePort() {
  const last = ephemeralStart() - 1;
  const first = Math.max(1024, last - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await tryListen(first + Math.floor(Math.random() * (last - first + 1)));
    if (port !== null) return port;
  }
  return (await tryListen(0)) ?? Promise.reject(new Error('No free port on 127.0.0.1'));
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/**
 * @param {{ projectId?: string, port?: number, dataDir?: string, quiet?: boolean, lowPriority?: boolean }} options
 * lowPriority: when something else must answer first (npm start's API).
 * dataDir: import from and export to this folder (kept across runs), else a throwaway state.
 */
export async function startAuthEmulator(options = {}) {
  const projectId = options.projectId ?? 'demo-storysong';
  const port = options.port ?? (await freePort());
  const work = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: await freePort() },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(work, 'firebase.json'), JSON.stringify(config));
  const args = [
    ...FIREBASE_NODE_ARGS,
    firebaseBin,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    join(work, 'firebase.json'),
  ];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (existsSync(join(options.dataDir, 'firebase-export-metadata.json'))) args.push('--import', options.dataDir);
    args.push('--export-on-exit', options.dataDir);
  }
  const child = spawn(process.execPath, args, {
    cwd: work,
    env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', options.quiet ? 'ignore' : 'inherit'],
  });
  // Its start takes seconds of CPU; behind what must answer first (the API), it waits its turn on a busy machine.
  if (options.lowPriority && child.pid) {
    try {
      setPriority(child.pid, 10);
    } catch {}
  }
  const host = `127.0.0.1:${port}`;
  try {
    // 3–4 s on an idle two-core machine with its validators built on first use (lazy-validators.cjs),
    // 15–20 s without; far longer when the machine is busy (several suites at once).
    await waitFor(`http://${host}/emulator/v1/projects/${projectId}/config`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  let stopped;
  return {
    host,
    projectId,
    child,
    stop() {
      stopped ??= new Promise((done) => {
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(timer);
          rmSync(work, { recursive: true, force: true });
          done();
        });
        child.kill('SIGINT');
      });
      return stopped;
    },
  };
}
