// `npm run emulators`: the production topology on Firebase's Emulator Suite. Builds the PWA (when it
// changed) and the function, then runs firebase-tools' `emulators:start --only
// auth,firestore,functions,hosting` on them with a demo configuration (emulators/firebase-suite.mjs).
// Runs under tsx (`node --import tsx`): the Stripe stand-in it starts is TypeScript.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { emulatorSuiteUnavailable, NOT_EMULATED, startEmulatorSuite } from '../emulators/firebase-suite.mjs';
import { stopOnSignal } from './lib/stop-on-signal.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const root = resolve(import.meta.dirname, '..');
const reason = emulatorSuiteUnavailable();
if (reason) {
  console.error(`✖ Cannot run the Emulator Suite: ${reason}`);
  process.exit(1);
}
buildWebIfChanged();
console.log('▶ Building the function (functions/lib)…');
execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'functions'), stdio: 'inherit' });
console.log('▶ Starting the Emulator Suite (Auth, Firestore, Functions, Hosting), MailDev and the Stripe stand-in…');
const started = performance.now();
let suite;
try {
  suite = await startEmulatorSuite();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
console.log(`
✔ Storysong on the Emulator Suite (project ${suite.projectId}) is serving at ${suite.url}
  after ${((performance.now() - started) / 1000).toFixed(1)} s (${(performance.now() / 1000).toFixed(1)} s with the builds)

  Hosting ${suite.url}   web/dist, every other path rewritten to the function \`api\` (firebase.json)
  Functions http://${suite.hosts.functions}   \`api\` and the outbox trigger \`mailQueued\` (the built functions/lib)
  Firestore http://${suite.hosts.firestore}   Auth http://${suite.hosts.auth}   (official emulators, empty at start)
  Mail inbox ${suite.inboxUrl}   (every email the outbox trigger sends)
  Payments: Stripe's adapter against a local Stripe stand-in (${suite.stripeUrl}); its checkout page pays without real money
  Not emulated: ${NOT_EMULATED}
  Press Ctrl-C to stop (the emulators' data is thrown away).
`);

stopOnSignal('\n▶ Stopping the Emulator Suite…', () => suite.stop());
