// Loaded with `node --require` into firebase-tools' process (auth-emulator.mjs, firebase-suite.mjs):
// the Auth emulator then compiles each request and response schema of its API the first time a
// call uses it, not all of them while it starts. The emulator serves its API through exegesis, which
// builds an ajv validator for every parameter, body and response of Google's Identity Toolkit spec
// before it listens: 20 s of CPU on a two-core machine, where a run uses a few dozen of them. exegesis
// has the option (`lazyCompileValidationSchemas`); firebase-tools does not set it. The validators
// and what they accept are the same, only when each is built differs (decision 042).
const { createRequire } = require('node:module');
const { join } = require('node:path');

const fromFirebaseTools = createRequire(join(__dirname, '../node_modules/firebase-tools/package.json'));
const options = fromFirebaseTools('exegesis/lib/options');
if (typeof options.compileOptions !== 'function') {
  throw new Error('exegesis/lib/options no longer exports compileOptions: see emulators/lazy-validators.cjs');
}
const compileOptions = options.compileOptions;
// exegesis calls it as `options_1.compileOptions(...)`, a lookup on this exports object at each call.
options.compileOptions = (given) => compileOptions({ ...given, lazyCompileValidationSchemas: true });
