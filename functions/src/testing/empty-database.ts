import { openPglite } from '../ports/documents/pglite-open.ts';

/**
 * Vitest global setup: makes the copy of an empty database (see `openPglite`) once, before any
 * file opens a database. On a fresh install there is none yet, and the first files to open one
 * each created a database from nothing at the same moment, beside the smoke run: one that opens
 * two in a test took over its 30 s.
 */
export default async function makeEmptyDatabaseCopy(): Promise<void> {
  const db = await openPglite();
  await db.close();
}
