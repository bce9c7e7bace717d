import { afterAll, beforeAll, expect, it } from 'vitest';
import { EmbeddedDocumentStore } from '../ports/documents/embedded.ts';
import { HttpError } from './errors.ts';
import { ownRecord } from './ownership.ts';

interface NoteRecord extends Record<string, unknown> {
  text: string;
  createdBy: string;
}

const ownNote = ownRecord<NoteRecord>('notes', 'createdBy', 'Note not found');
let documents: EmbeddedDocumentStore;

beforeAll(async () => {
  documents = await EmbeddedDocumentStore.open();
  await documents.create('notes', 'n1', { text: 'mine', createdBy: 'uid-a' });
});
afterAll(() => documents.close());

it('returns the record to the staff member who created it', async () => {
  const doc = await ownNote(documents, 'n1', 'uid-a');
  expect(doc.data).toEqual({ text: 'mine', createdBy: 'uid-a' });
  expect(doc.updateTime).toBeTruthy();
});

it("answers someone else's record exactly as a missing one: 404 with the same message", async () => {
  const others = await ownNote(documents, 'n1', 'uid-b').catch((e: unknown) => e);
  const missing = await ownNote(documents, 'nope', 'uid-a').catch((e: unknown) => e);
  for (const error of [others, missing]) {
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Note not found' });
  }
});
