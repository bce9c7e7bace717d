import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Where the copy of an empty database is kept: beside the installed PGlite, named by its version,
 * so a new install makes its own.
 */
function emptyCopyFile(): string {
  const root = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return join(root, '..', '..', '.cache', 'storysong', `pglite-${version}-empty.tar`);
}

/**
 * Opens the database in `dir` (in memory without one). A new one starts as a copy of an empty
 * database PGlite created and dumped earlier: creating one (initdb) took 2 s, loading the copy
 * 0.5 s, and the test suites open about seventy.
 */
export async function openPglite(dir?: string): Promise<PGlite> {
  // Imported here: the deployed function (on Firestore) loads its module without PGlite.
  const { PGlite } = await import('@electric-sql/pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  if (dir && existsSync(join(dir, 'PG_VERSION'))) return PGlite.create(dir);
  const copy = emptyCopyFile();
  if (existsSync(copy)) {
    try {
      return await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(copy)]) });
    } catch {
      // An unreadable copy is made again below, from a new database in an emptied directory.
      rmSync(copy, { force: true });
      if (dir) {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
      }
    }
  }
  const db = await PGlite.create(dir);
  const empty = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  mkdirSync(dirname(copy), { recursive: true });
  // Written whole under a name of its own first: another process may be reading or writing it.
  const partial = `${copy}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, empty);
  renameSync(partial, copy);
  return db;
}
