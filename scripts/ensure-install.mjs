// Installs dependencies when node_modules is missing or older than package.json / the lockfile.
// A fresh clone gets `npm ci`, exactly the lockfile, as CI systems and Cloud Build install it (so
// every fresh run also proves the lockfile complete); a changed manifest gets `npm install`.
//
// The lockfile lists every platform's optional packages. The registry this project is developed
// against does not serve Biome's non-Linux binaries, so `npm install` here cannot add their entries;
// they were added by hand (version, os, cpu; no integrity) and `npm install` keeps them.
//
// A tool only a benchmark uses is a package of its own, with its own lockfile, installed the same way
// by that benchmark on its first run (`ensureInstall(dir)`), so that `npm start` and `npm test` do not
// install it (decision 044).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const WORKSPACE_MANIFESTS = ['core/package.json', 'functions/package.json', 'web/package.json', 'tests/package.json'];

function fingerprint(dir) {
  const hash = createHash('sha256');
  const manifests = ['package.json', 'package-lock.json', ...(dir === root ? WORKSPACE_MANIFESTS : [])];
  for (const file of manifests) {
    const path = join(dir, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** Installs the dependencies of the package in `dir` (the repository's own by default) unless they are current. */
export function ensureInstall(dir = root) {
  const stamp = join(dir, 'node_modules/.install-stamp');
  const wanted = fingerprint(dir);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  const fresh = !existsSync(join(dir, 'node_modules'));
  const command = fresh ? 'ci' : 'install';
  const what =
    dir === root ? 'dependencies' : `${JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name}'s dependencies`;
  console.log(`▶ Installing ${what} (npm ${command}${fresh && dir === root ? ', a minute or two on a fresh clone' : ''})…`);
  execSync(`npm ${command} --no-audit --no-fund --loglevel=error`, { cwd: dir, stdio: 'inherit' });
  writeFileSync(stamp, fingerprint(dir));
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
