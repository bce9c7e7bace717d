// The embedded store's database on a thread of its own (see pglite-thread.ts). Plain JavaScript so
// that tsx, Vitest and the built server all start the same file without compiling it.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * A new database starts as a copy of an empty one kept beside the installed PGlite: creating one
 * (initdb) took 2 s, loading the copy 0.5 s, and the test suites open about seventy. The copy is
 * PGlite's own dump of a database it just created, named by its version.
 */
function templateFile() {
  const root = join(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return join(root, '..', '..', '.cache', 'storysong', `pglite-${version}-empty.tar`);
}

async function openDatabase(dir) {
  if (dir && existsSync(join(dir, 'PG_VERSION'))) return PGlite.create(dir);
  const template = templateFile();
  if (existsSync(template)) {
    try {
      return await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(template)]) });
    } catch {
      // An unreadable copy is made again below, from a new database.
      rmSync(template, { force: true });
      if (dir) {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
      }
    }
  }
  const db = await PGlite.create(dir);
  const empty = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  mkdirSync(dirname(template), { recursive: true });
  // Written whole under a name of its own first: another process may be reading or writing it.
  const partial = `${template}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, empty);
  renameSync(partial, template);
  return db;
}

const db = await openDatabase(workerData.dir);

parentPort.on('message', async ({ id, sql }) => {
  if (sql === undefined) {
    await db.close();
    parentPort.postMessage({ id });
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ id, results: await db.exec(sql) });
  } catch (error) {
    // What the store reads of Postgres' errors: its SQLSTATE, message and detail.
    const { code, message, detail } = error;
    parentPort.postMessage({ id, error: { code, message, detail } });
  }
});
parentPort.postMessage({ ready: true });
