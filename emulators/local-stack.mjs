// Where a running `npm start` says how to reach its Auth emulator (a free port chosen at start),
// so tools run from another terminal, such as `npm run admin:grant`, act on the same accounts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'local-stack.json';

/** @param {string} dataDir @param {{ authEmulatorHost: string, url: string }} stack */
export function recordLocalStack(dataDir, stack) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, FILE), JSON.stringify({ ...stack, pid: process.pid }));
}

/** @param {string} dataDir */
export function forgetLocalStack(dataDir) {
  rmSync(join(dataDir, FILE), { force: true });
}

/** @param {string} dataDir @returns {{ authEmulatorHost: string, url: string, pid: number } | null} */
export function readLocalStack(dataDir) {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
