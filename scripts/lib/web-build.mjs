// Builds the PWA only when something it is built from changed since the last build.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** What the build reads: the web app, the shared core, and the installed packages (via the lockfile). */
const INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/package.json',
  'web/tsconfig.json',
  'core/src',
  'package-lock.json',
];
const STAMP = join(root, 'web/dist/.build-inputs');

function filesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One hash over the names and contents of every input, and the web folder's own config files. */
function inputsHash() {
  const hash = createHash('sha256');
  const configs = readdirSync(join(root, 'web')).filter((name) => /^vite.*\.ts$/.test(name));
  for (const input of [...INPUTS, ...configs.map((name) => `web/${name}`)]) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of filesUnder(path)) hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildWebIfChanged() {
  const wanted = inputsHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) {
    console.log('▶ The PWA is up to date (nothing it is built from changed).');
    return;
  }
  console.log('▶ Building the PWA (vite build)…');
  execSync('npm run build -w web --silent', { cwd: root, stdio: 'inherit' });
  writeFileSync(STAMP, wanted);
}
