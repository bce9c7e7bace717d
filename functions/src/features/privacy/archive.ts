import { zipSync } from 'fflate';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { ArchiveFile } from '../../platform/personal-data.ts';

/**
 * One zip of a person's data. Files already compressed (photos, audio) are stored as they are; text
 * and JSON are deflated. Built in memory: an order's files are at most a few hundred megabytes.
 */
export function zipArchive(files: readonly ArchiveFile[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
  for (const file of files) {
    const compressible = /\.(json|txt)$/.test(file.path);
    entries[file.path] = [file.bytes, { level: compressible ? 6 : 0 }];
  }
  return zipSync(entries);
}

/** Answers with the archive as a download named `fileName`, never cached. */
export function archiveResponse(c: Context<AppEnv>, files: readonly ArchiveFile[], fileName: string) {
  const zip = zipArchive(files);
  return c.body(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer, 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });
}
