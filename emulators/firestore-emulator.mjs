// Finds and starts Google's official Cloud Firestore emulator (Java) on a free port, waits until it
// serves, and stops it. Its jar has no Main-Class, so it is started here as gcloud's own
// `cloud_firestore_emulator` script starts it: `java -cp jar <main> start …`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { freePort } from './auth-emulator.mjs';

const MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
export const INSTALL_HINT =
  'install it with `gcloud components install cloud-firestore-emulator` (or let `npx firebase setup:emulators:firestore` download it when online), or point FIRESTORE_EMULATOR_HOST at a running one';

/** The gcloud SDK's root, or null without gcloud. */
function gcloudRoot() {
  // gcloud's launcher lives in the SDK's bin/: found on the PATH, the SDK is its folder's parent.
  // Asking `gcloud info` starts Python, which took over 20 s on a busy two-core machine, so it is
  // only asked where the launcher is not a link into an SDK.
  const launcher = (process.env.PATH ?? '')
    .split(delimiter)
    .map((folder) => join(folder, 'gcloud'))
    .find((path) => existsSync(path));
  if (!launcher) return null;
  const sdk = dirname(dirname(realpathSync(launcher)));
  if (existsSync(join(sdk, 'platform'))) return sdk;
  const result = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8', timeout: 60_000 });
  return result.status === 0 ? result.stdout.trim() || null : null;
}

/**
 * The emulator's jar: FIRESTORE_EMULATOR_JAR, else gcloud's component, else the one firebase-tools
 * downloads into its cache. Null when none is on this machine.
 */
export function findFirestoreEmulatorJar() {
  if (process.env.FIRESTORE_EMULATOR_JAR) return process.env.FIRESTORE_EMULATOR_JAR;
  const sdk = gcloudRoot();
  const gcloudJar = sdk && join(sdk, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
  if (gcloudJar && existsSync(gcloudJar)) return gcloudJar;
  const cache = join(homedir(), '.cache/firebase/emulators');
  const downloaded = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
        .at(-1)
    : undefined;
  return downloaded ? join(cache, downloaded) : null;
}

function javaBin() {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin/java') : 'java';
}

/**
 * Why the official emulator cannot be started here (one line, with how to get it), or null when it can.
 * Memoised per process: `gcloud info` takes a second.
 */
let unavailable;
export function firestoreEmulatorUnavailable() {
  if (unavailable !== undefined) return unavailable;
  const jar = findFirestoreEmulatorJar();
  if (!jar || !existsSync(jar)) {
    unavailable = `the official Cloud Firestore emulator is not on this machine${jar ? ` (no ${jar})` : ''}: ${INSTALL_HINT}`;
  } else if (spawnSync(javaBin(), ['-version']).status !== 0) {
    unavailable = 'the official Cloud Firestore emulator needs Java 11 or later (`java` on the PATH, or JAVA_HOME)';
  } else {
    unavailable = null;
  }
  return unavailable;
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Firestore emulator exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Firestore emulator did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/** The folder, under a data dir, that holds the last export. */
const EXPORT = 'firestore_export';

/**
 * @param {{ port?: number, rules?: string, dataDir?: string, projectId?: string, quiet?: boolean }} options
 * rules: a rules file to enforce on clients (firebase-admin bypasses rules either way).
 * dataDir: import from this folder and export project `projectId` into it on stop (kept across runs),
 * else a throwaway state. (The emulator's own `--export-on-exit` writes nothing when it is stopped by
 * a signal, so the export is asked for through its API, as firebase-tools does.)
 */
export async function startFirestoreEmulator(options = {}) {
  const reason = firestoreEmulatorUnavailable();
  if (reason) throw new Error(`Cannot start Firestore: ${reason}`);
  const port = options.port ?? (await freePort());
  const args = [
    '-Duser.language=en',
    // Its state for a test run fits in far less than Java's default (a quarter of the machine's memory);
    // one collector thread keeps it from competing with the tests for a small machine's cores.
    '-Xmx1g',
    '-XX:+UseSerialGC',
    '-cp',
    findFirestoreEmulatorJar(),
    MAIN,
    'start',
    '--host=127.0.0.1',
    `--port=${port}`,
  ];
  if (options.rules) args.push(`--rules=${options.rules}`);
  const metadata = options.dataDir && join(options.dataDir, EXPORT, `${EXPORT}.overall_export_metadata`);
  if (metadata && existsSync(metadata)) args.push(`--import-data=${metadata}`);
  const child = spawn(javaBin(), args, {
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', options.quiet ? 'ignore' : 'inherit'],
    // A group of its own: Ctrl-C in a terminal signals the whole foreground group, and the JVM would
    // exit at once, before stop() has exported its data. stop() ends it; so does this process's exit.
    detached: true,
  });
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  const host = `127.0.0.1:${port}`;
  try {
    // ~15 s on an idle machine of this kind; far longer when several suites start at once.
    await waitFor(`http://${host}/`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  /** Exports beside the last export, then swaps it in, so a failed export never loses the last one. */
  async function exportData(dataDir, projectId) {
    const staging = join(dataDir, `${EXPORT}.next`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${projectId}/databases/(default)`,
        export_directory: staging,
        export_name: EXPORT,
      }),
    });
    if (!res.ok) throw new Error(`Firestore export failed: ${res.status} ${await res.text()}`);
    rmSync(join(dataDir, EXPORT), { recursive: true, force: true });
    renameSync(join(staging, EXPORT), join(dataDir, EXPORT));
    rmSync(staging, { recursive: true, force: true });
  }

  let stopped;
  return {
    host,
    child,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode !== null) return;
        if (options.dataDir) {
          mkdirSync(options.dataDir, { recursive: true });
          await exportData(options.dataDir, options.projectId ?? 'demo-storysong').catch((error) =>
            console.error(`Firestore data not kept: ${error.message}`),
          );
        }
        await new Promise((done) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
          child.once('exit', () => {
            clearTimeout(timer);
            done();
          });
          child.kill('SIGINT');
        });
      })();
      return stopped;
    },
  };
}

/**
 * For the local server: with DOCUMENTS_ADAPTER=firestore (and no FIRESTORE_EMULATOR_HOST of the
 * developer's own), the official emulator, its data kept under `<dataDir>/firestore-emulator`
 * across restarts. Returns the variables that point the server at it, and how to stop it; nothing
 * to do for the embedded store. Without the emulator it fails saying how to get it.
 * @param {Record<string, string | undefined>} env @param {string} dataDir
 */
export async function firestoreForServer(env, dataDir) {
  if (env.DOCUMENTS_ADAPTER !== 'firestore' || env.FIRESTORE_EMULATOR_HOST) return { env: {}, stop: async () => {} };
  const projectId = env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? 'demo-storysong';
  const emulator = await startFirestoreEmulator({ dataDir: join(dataDir, 'firestore-emulator'), projectId, quiet: true });
  return { env: { FIRESTORE_EMULATOR_HOST: emulator.host }, host: emulator.host, stop: () => emulator.stop() };
}
