import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openEmulatedFirestore } from '../../testing/firestore.ts';
import { documentsContract } from './documents.contract.ts';
import { EmbeddedDocumentStore } from './embedded.ts';

documentsContract('embedded (in memory)', () => EmbeddedDocumentStore.open());
documentsContract('embedded (on disk)', () => EmbeddedDocumentStore.open(mkdtempSync(join(tmpdir(), 'docs-contract-'))));
documentsContract('firestore (official emulator)', async () => openEmulatedFirestore(), inject('firestoreUnavailable'));
