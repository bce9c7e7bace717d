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

/** In-memory databases closed in this process, emptied, for the next `openPglite()` to take. */
const emptied: PGlite[] = [];
/** Enough for the stores one test file holds open at once; more would only hold memory. */
const EMPTIED_KEPT = 2;

/**
 * Opens the database in `dir` (in memory without one). A new one starts as a copy of an empty
 * database PGlite created and dumped earlier: creating one (initdb) takes about 3 s of CPU here,
 * loading the copy about 1.8 s. An in-memory one is an emptied one when `closePglite` kept one.
 */
export async function openPglite(dir?: string): Promise<PGlite> {
  const reused = dir ? undefined : emptied.pop();
  if (reused) return reused;
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

/**
 * Closes a database `openPglite` opened. One in memory (only the test suites open those, over a
 * hundred a run) is emptied instead, every object in its schema dropped, and kept for the next open
 * in this process: emptying takes milliseconds where opening takes seconds (decision 040).
 */
export async function closePglite(db: PGlite): Promise<void> {
  if (db.dataDir || emptied.length >= EMPTIED_KEPT) return db.close();
  try {
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.exec('RESET ALL');
    emptied.push(db);
  } catch {
    await db.close();
  }
}
