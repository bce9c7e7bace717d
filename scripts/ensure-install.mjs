// Installs dependencies when node_modules is missing or older than package.json / the lockfile.
// `npm install` (not `npm ci`): the lockfile here lacks other platforms' optional packages.
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
  console.log('▶ Installing dependencies (npm install, about a minute on a fresh clone)…');
  execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, fingerprint());
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
