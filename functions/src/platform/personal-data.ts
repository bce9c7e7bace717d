import type { HeldRecord, PersonalDataKind } from '@storysong/core';
import type { Services } from '../services.ts';

/** One file of a person's data archive: its path in the zip and its bytes. */
export interface ArchiveFile {
  path: string;
  bytes: Uint8Array;
}

/** A record as a readable JSON file of the archive. */
export const jsonFile = (path: string, value: unknown): ArchiveFile => ({
  path,
  bytes: new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`),
});

/** What an erasure of one kind did: how many records it erased, and those it had to keep for now. */
export interface SourceErasure {
  erased: number;
  kept: HeldRecord[];
}

/**
 * The personal data one feature holds about an email address: what the staff Privacy page lists,
 * exports and erases. Each feature that holds some offers one through its `exports.ts`, and the
 * Privacy feature lists them (features/privacy/sources.ts), so it never reads another feature's
 * store itself. Every method is idempotent: erasing twice erases nothing the second time.
 */
export interface PersonalDataSource {
  kind: PersonalDataKind;
  find(services: Services, email: string): Promise<HeldRecord[]>;
  /** The records as archive files under a folder named after the kind. */
  export(services: Services, email: string): Promise<ArchiveFile[]>;
  erase(services: Services, email: string): Promise<SourceErasure>;
}
