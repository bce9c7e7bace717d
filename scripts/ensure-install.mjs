// Installs dependencies when node_modules is missing or older than package.json / the lockfile.
// A fresh clone gets `npm ci`, exactly the lockfile, as CI systems and Cloud Build install it (so
// every fresh run also proves the lockfile complete); a changed manifest gets `npm install`.
//
// The lockfile lists every platform's optional packages. The registry this project is developed
// against does not serve Biome's non-Linux binaries, so `npm install` here cannot add their entries;
// they were added by hand (version, os, cpu; no integrity) and `npm install` keeps them.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const manifests = [
  'package.json',
  'package-lock.json',
  'core/package.json',
  'functions/package.json',
  'web/package.json',
  'tests/package.json',
];

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of manifests) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

export function ensureInstall() {
  const stamp = join(root, 'node_modules/.install-stamp');
  const wanted = fingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  const fresh = !existsSync(join(root, 'node_modules'));
  const command = fresh ? 'ci' : 'install';
  console.log(`▶ Installing dependencies (npm ${command}${fresh ? ', about a minute on a fresh clone' : ''})…`);
  execSync(`npm ${command} --no-audit --no-fund --loglevel=error`, { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, fingerprint());
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
