import type { Data, Doc, DocumentStore } from '../ports/documents/port.ts';
import { notFound } from './errors.ts';

/**
 * A guard for records only their creator may change: it returns the record when `uid` created it.
 * Anyone else's record answers 404, as a missing one does, so an id never tells who else has what.
 */
export function ownRecord<T extends Data>(collection: string, ownerField: keyof T & string, notFoundMessage: string) {
  return async (documents: DocumentStore, id: string, uid: string): Promise<Doc<T>> => {
    const doc = await documents.get<T>(collection, id);
    if (!doc || doc.data[ownerField] !== uid) throw notFound(notFoundMessage);
    return doc;
  };
}
