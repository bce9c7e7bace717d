import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { closePglite, openPglite } from './pglite-open.ts';

it('keeps an in-memory database it closes, emptied, and opens it again rather than a new one', async () => {
  const db = await openPglite();
  await db.exec(`
    CREATE TABLE t (n int PRIMARY KEY);
    INSERT INTO t VALUES (1);
    CREATE INDEX t_n ON t (n);
    CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1';
    SET standard_conforming_strings = off;`);
  await closePglite(db);
  expect(db.closed).toBe(false);

  const again = await openPglite();
  expect(again).toBe(db);
  const [found] = await again.exec(
    `SELECT to_regclass('public.t') AS t, to_regclass('public.t_n') AS t_n, to_regprocedure('public.f()') AS f,
      current_setting('standard_conforming_strings') AS quoting`,
  );
  expect(found?.rows).toEqual([{ t: null, t_n: null, f: null, quoting: 'on' }]);
  await again.exec('CREATE TABLE t (n int PRIMARY KEY); INSERT INTO t VALUES (1);');
  await closePglite(again);
});

it('closes a database kept in a directory', async () => {
  const db = await openPglite(mkdtempSync(join(tmpdir(), 'pglite-close-')));
  await closePglite(db);
  expect(db.closed).toBe(true);
});
