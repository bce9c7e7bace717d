// The production topology on Firebase's Emulator Suite: firebase-tools' `emulators:start --only
// auth,firestore,functions,hosting` on the built function (functions/lib) and the built PWA (web/dist),
// with a demo configuration (a `demo-` project, demo secrets) and the local servers the function talks
// to: MailDev for SMTP and a stand-in of Stripe's API, hosted checkout and webhook. Everything it
// writes (the project folder firebase-tools reads, the function's .env.local and .secret.local, the
// Firestore emulator's wrapper jar, logs, the function's files) is in one temp folder, removed on stop.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIREBASE_NODE_ARGS, freePort } from './auth-emulator.mjs';
import { findFirestoreEmulatorJar, INSTALL_HINT } from './firestore-emulator.mjs';

const root = resolve(import.meta.dirname, '..');
const firebaseBin = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
const JVM_DIR = '/usr/lib/jvm';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
export const PROJECT_ID = 'demo-storysong';
/** Demo values for the function's secrets (index.ts): never keys of a real account. */
const DEMO_SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_standin', // what the Stripe stand-in accepts (functions/src/testing/stripe-server.ts)
  STRIPE_WEBHOOK_SECRET: 'whsec_emulator_suite_demo',
  TURNSTILE_SECRET: 'demo-turnstile-secret-unused',
  URL_SIGNING_KEY: 'demo-url-signing-key-for-the-emulator-suite-only',
  SEALING_KEYS: 'demo:ZGVtby1rZXktZm9yLXRoZS1lbXVsYXRvci1zdWl0ZSE=',
  SMTP_PASSWORD: 'demo-unused',
};
/** What the functions emulator does not run: scheduled functions need the Pub/Sub emulator, a download. */
export const NOT_EMULATED =
  'Scheduled functions (mailRetry, blogSchedule, commissionsDue, revealsDue, uploadsCleanup, refundsRetry) do not run: their Pub/Sub emulator is a download. Storage is not emulated either (its emulator needs a download): the function keeps files on the local stand-in.';

/** A JDK of Java 21 or later under /usr/lib/jvm (firebase-tools refuses older Java), newest first; null if none. */
export function findJdk() {
  if (!existsSync(JVM_DIR)) return null;
  const found = readdirSync(JVM_DIR)
    .map((name) => ({ home: join(JVM_DIR, name), major: Number(name.match(/^(?:temurin|java|jdk|openjdk)-(\d+)\b/)?.[1] ?? 0) }))
    .filter(({ home, major }) => major >= 21 && existsSync(join(home, 'bin/java')) && existsSync(join(home, 'bin/jar')))
    .sort((a, b) => Number(b.home.includes('temurin')) - Number(a.home.includes('temurin')) || b.major - a.major);
  return found[0]?.home ?? null;
}

/** Why the Emulator Suite cannot start on this machine (one line), or null when it can. */
export function emulatorSuiteUnavailable() {
  if (!findJdk()) {
    return `the Emulator Suite needs a Java 21+ JDK under ${JVM_DIR} (firebase-tools refuses older Java; machines of this kind have Temurin 25 there): none found`;
  }
  const jar = findFirestoreEmulatorJar();
  if (!jar || !existsSync(jar)) return `the official Cloud Firestore emulator is not on this machine: ${INSTALL_HINT}`;
  return null;
}

/**
 * gcloud's Firestore emulator jar has no Main-Class, and firebase-tools starts it with `java -jar`:
 * a jar of nothing but a manifest naming the class and the real jar on its Class-Path starts it.
 */
function wrapperJar(dir, jdk) {
  const manifest = join(dir, 'manifest.txt');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN}\nClass-Path: ${pathToFileURL(findFirestoreEmulatorJar()).href}\n`);
  const jar = join(dir, 'cloud-firestore-emulator-wrapper.jar');
  execFileSync(join(jdk, 'bin/jar'), ['cfm', jar, manifest]);
  return jar;
}

const envFile = (values) =>
  `${Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')}\n`;

/**
 * The folder firebase-tools takes for the project: the repository's firebase.json with the
 * emulators on the ports given, links to what it serves and runs (web/dist, functions/lib, the rules,
 * node_modules), and the function's demo configuration in its own functions/ folder.
 */
function projectFolder(work, ports, functionEnv) {
  const project = join(work, 'project');
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const { storage: _storage, ...rest } = config;
  const local = (port) => ({ host: '127.0.0.1', port });
  // Hosting's own headers win over the function's: the browser may reach the Auth emulator, as the
  // function's policy allows when it runs with one (functions/src/platform/security-headers.ts).
  const hosting = {
    ...config.hosting,
    headers: config.hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? { ...header, value: header.value.replace("connect-src 'self'", `connect-src 'self' http://127.0.0.1:${ports.auth}`) }
          : header,
      ),
    })),
  };
  const firebaseJson = {
    ...rest,
    hosting,
    functions: config.functions.map(({ predeploy: _predeploy, ...functions }) => functions),
    emulators: {
      auth: local(ports.auth),
      firestore: { ...local(ports.firestore), websocketPort: ports.firestoreWebsocket },
      functions: local(ports.functions),
      hosting: local(ports.hosting),
      hub: local(ports.hub),
      logging: local(ports.logging),
      eventarc: local(ports.eventarc),
      tasks: local(ports.tasks),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  mkdirSync(join(project, 'web'), { recursive: true });
  mkdirSync(join(project, 'functions'));
  writeFileSync(join(project, 'firebase.json'), JSON.stringify(firebaseJson, null, 2));
  symlinkSync(join(root, 'web/dist'), join(project, 'web/dist'));
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'));
  for (const file of [config.firestore.rules, config.firestore.indexes]) symlinkSync(join(root, file), join(project, file));
  // The function runs from its real folder (Node follows the link), so its packages resolve as deployed.
  copyFileSync(join(root, 'functions/package.json'), join(project, 'functions/package.json'));
  symlinkSync(join(root, 'functions/lib'), join(project, 'functions/lib'));
  writeFileSync(join(project, 'functions/.env.local'), envFile(functionEnv));
  writeFileSync(join(project, 'functions/.secret.local'), envFile(DEMO_SECRETS));
  return project;
}

/**
 * The shell's environment for firebase-tools, which the function inherits, less what would point it
 * elsewhere: the project (GCLOUD_PROJECT, which the emulator sets, names it; FIREBASE_* names are
 * reserved, so .env.local cannot) and emulators of another run, which the suite replaces with its own.
 */
function cliEnv() {
  const env = { ...process.env };
  for (const name of ['FIREBASE_PROJECT_ID', 'GCLOUD_PROJECT', 'GOOGLE_CLOUD_PROJECT', 'GOOGLE_APPLICATION_CREDENTIALS']) {
    delete env[name];
  }
  for (const name of Object.keys(env)) if (name.endsWith('_EMULATOR_HOST')) delete env[name];
  return env;
}

async function waitUntil(what, ready, child, timeoutMs, failed = () => null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`firebase emulators:start exited early (code ${child.exitCode}) before ${what}`);
    const failure = failed();
    if (failure) throw new Error(`The Emulator Suite failed before ${what}: ${failure}`);
    try {
      if (await ready()) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The Emulator Suite did not get ${what} within ${timeoutMs / 1000} s`);
}

/** firebase-tools' words when a port it was given is in use by the time it binds it. */
const PORT_TAKEN = /Could not start .* Emulator, port taken/;

/**
 * Starts the suite on free ports; resolves once Hosting serves the function's `/api/health` and every
 * trigger is loaded. The function must be built (functions/lib, with web/dist's shell and renderer).
 * @param {{ quiet?: boolean, hostingPort?: number }} [options]
 * quiet: firebase-tools' output is kept in the temp folder (emulators.log) instead of shown.
 */
export async function startEmulatorSuite(options = {}) {
  // A port found free is bound by firebase-tools seconds later, while `npm test` starts other servers
  // on ports of the same range; once in a while one of them takes it first (the Logging emulator's, in
  // one fresh-clone run). That start is lost before anything is tested: it is made again on new ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePorts(options);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !PORT_TAKEN.test(error.message)) throw error;
      console.error(`The Emulator Suite lost a port to another process as it started; starting it again on other ports…`);
    }
  }
}

/** One start of the suite (startEmulatorSuite), on ports found free just before. */
async function startOnFreePorts(options) {
  const reason = emulatorSuiteUnavailable();
  if (reason) throw new Error(`Cannot start the Emulator Suite: ${reason}`);
  if (!existsSync(join(root, 'functions/lib/index.js')) || !existsSync(join(root, 'web/dist/app.html'))) {
    throw new Error('Build the PWA and the function first (npm run build)');
  }
  const jdk = findJdk();
  const work = mkdtempSync(join(tmpdir(), 'storysong-emulators-'));
  const cleanUp = [() => rmSync(work, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const step of cleanUp.reverse()) await step();
  };
  try {
    const names = ['auth', 'firestore', 'firestoreWebsocket', 'functions', 'hub', 'logging', 'eventarc', 'tasks'];
    const ports = { hosting: options.hostingPort ?? (await freePort()) };
    for (const name of names) ports[name] = await freePort();
    const url = `http://127.0.0.1:${ports.hosting}`;

    // Imported here, so `npm test` can ask whether the suite can run before it installs the packages.
    const { startMaildev } = await import('./maildev.mjs');
    const maildev = await startMaildev();
    cleanUp.push(() => maildev.stop());
    // TypeScript, so the caller runs under tsx (npm run emulators) or Playwright, which load it.
    const { startStripeStandIn } = await import('../functions/src/testing/stripe-server.ts');
    const stripe = await startStripeStandIn({
      // Stripe calls the site's public address, as it would in production: through Hosting to the function.
      hostedCheckout: { webhookUrl: `${url}/api/payments/webhook`, webhookSecret: DEMO_SECRETS.STRIPE_WEBHOOK_SECRET },
    });
    cleanUp.push(() => stripe.close());

    const project = projectFolder(work, ports, {
      // Set here, whatever the shell has: the function's env starts from firebase-tools' own.
      DOCUMENTS_ADAPTER: 'firestore',
      PAYMENTS_ADAPTER: 'stripe',
      SITE_URL: url,
      // Production's adapters, but files: the Storage emulator is a download; the function keeps them on disk here.
      FILES_ADAPTER: 'embedded',
      DATA_DIR: join(work, 'function-data'),
      STRIPE_API_BASE: stripe.url,
      // Turnstile is Cloudflare's, out of reach offline; config.ts allows the local one on the Emulator Suite only.
      CAPTCHA_ADAPTER: 'embedded',
      TURNSTILE_SITE_KEY: 'local',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(maildev.smtpPort),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Storysong <no-reply@storysong.local>',
      LOG_REQUESTS: 'off',
    });
    const java = join(work, 'java');
    mkdirSync(java);
    const cliTemp = join(work, 'tmp');
    mkdirSync(cliTemp);
    const log = join(work, 'emulators.log');
    const cli = spawn(
      process.execPath,
      [
        ...FIREBASE_NODE_ARGS,
        firebaseBin,
        'emulators:start',
        '--only',
        'auth,firestore,functions,hosting',
        '--project',
        PROJECT_ID,
      ],
      {
        cwd: project,
        env: {
          ...cliEnv(),
          JAVA_HOME: jdk,
          PATH: `${join(jdk, 'bin')}:${process.env.PATH}`,
          FIRESTORE_EMULATOR_BINARY_PATH: wrapperJar(java, jdk),
          // Its state for a demo fits in far less than Java's default heap (a quarter of the machine's memory),
          // and one collector thread keeps it from competing with the function for a small machine's cores.
          JAVA_TOOL_OPTIONS: '-Xmx1g -XX:+UseSerialGC',
          // The emulator hub's file and the functions' sockets go in the temp folder, apart from other runs.
          TMPDIR: cliTemp,
          CI: 'true',
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
          FIREBASE_CLI_EXPERIMENTS: '',
          // Offline: no probing for Google's metadata server.
          METADATA_SERVER_DETECTION: 'none',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A group of its own: Ctrl-C reaches only the caller, which stops it in order; stop() can end the group.
        detached: true,
      },
    );
    let output = '';
    for (const stream of [cli.stdout, cli.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        writeFileSync(log, chunk, { flag: 'a' });
        if (!options.quiet) process.stdout.write(chunk);
      });
    }
    const killGroup = () => {
      try {
        process.kill(-cli.pid, 'SIGKILL');
      } catch {}
    };
    process.once('exit', killGroup);
    cleanUp.push(async () => {
      process.off('exit', killGroup);
      if (cli.exitCode !== null || cli.signalCode !== null) return;
      const exited = new Promise((done) => cli.once('exit', done));
      cli.kill('SIGINT');
      const timer = setTimeout(killGroup, 30_000);
      await exited;
      clearTimeout(timer);
      // The Java emulator is firebase-tools' child: make sure nothing of the group outlives it.
      killGroup();
    });

    try {
      // ~20 s on an idle two-core machine (the JVM and the function's first load); far longer when busy.
      // The function's definitions fail to load on a bad .env.local or a broken build: no use waiting.
      const failed = () => output.match(/Failed to load function definition.*/)?.[0] ?? null;
      await waitUntil('its emulators ready', () => output.includes('All emulators ready'), cli, 180_000, failed);
      await waitUntil(
        'the function answering through Hosting',
        async () => (await fetch(`${url}/api/health`)).ok,
        cli,
        60_000,
        failed,
      );
    } catch (error) {
      // Its own lines, without Hosting's line per request (the polling above makes many).
      const lines = output.split('\n').filter((line) => !/^\[hosting\] Rewriting|^i {2}hosting: /.test(line));
      throw new Error(`${error.message}\n--- firebase-tools output ---\n${lines.slice(-60).join('\n')}`);
    }
    let stopping;
    return {
      url,
      projectId: PROJECT_ID,
      inboxUrl: maildev.inboxUrl,
      stripeUrl: stripe.url,
      stripe,
      hosts: {
        auth: `127.0.0.1:${ports.auth}`,
        firestore: `127.0.0.1:${ports.firestore}`,
        functions: `127.0.0.1:${ports.functions}`,
        hosting: `127.0.0.1:${ports.hosting}`,
      },
      /** firebase-tools' output so far. */
      output: () => output,
      stop: () => {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
