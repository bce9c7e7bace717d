/**
 * Compares the composite indexes the API's queries need (recorded while the API suite ran)
 * with firestore.indexes.json. `--write` rewrites the file from the recording.
 * Usage: tsx functions/src/ports/documents/check-indexes.ts <recorded-queries.jsonl> [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type CompositeIndex, indexKey, requiredIndex } from './indexes.ts';
import type { Query } from './port.ts';

const [recording, flag] = process.argv.slice(2);
if (!recording) throw new Error('usage: check-indexes <recorded-queries.jsonl> [--write]');
const file = resolve(import.meta.dirname, '../../../../firestore.indexes.json');

const needed = new Map<string, CompositeIndex>();
for (const line of readFileSync(recording, 'utf8').split('\n').filter(Boolean)) {
  const { collection, ...query } = JSON.parse(line) as { collection: string } & Query;
  const index = requiredIndex(collection, query);
  if (index) needed.set(indexKey(index), index);
}
const sorted = [...needed.values()].sort((a, b) => indexKey(a).localeCompare(indexKey(b)));

if (flag === '--write') {
  writeFileSync(file, `${JSON.stringify({ indexes: sorted, fieldOverrides: [] }, null, 2)}\n`);
  console.log(`wrote ${sorted.length} composite indexes to firestore.indexes.json`);
  process.exit(0);
}

const declared = new Set((JSON.parse(readFileSync(file, 'utf8')) as { indexes: CompositeIndex[] }).indexes.map(indexKey));
const missing = sorted.filter((index) => !declared.has(indexKey(index)));
const unused = [...declared].filter((key) => !needed.has(key));
for (const index of missing) console.log(`  missing index: ${indexKey(index)}`);
for (const key of unused) console.log(`  index no query needs: ${key}`);
console.log(`  ${sorted.length} composite indexes needed, ${missing.length} missing, ${unused.length} unused`);
process.exit(missing.length || unused.length ? 1 : 0);
