import type { Doc, DocumentStore } from '../ports/documents/port.ts';
import type { Services } from '../services.ts';

/**
 * A one-off change to stored data that a code change needs (a renamed value). Each must be safe
 * to run again: two instances may start at once, and one may stop half-way. `run` answers how many
 * documents it changed.
 */
export interface Migration {
  id: string;
  run(services: Services): Promise<number>;
}

const BATCH = 200;

/** Visits every document of a collection, a page at a time; how many visits answered that they changed one. */
export async function eachDoc<T extends Record<string, unknown>>(
  documents: DocumentStore,
  collection: string,
  visit: (doc: Doc<T>) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  let after: Doc<T> | undefined;
  for (;;) {
    const page = await documents.query<T>(collection, { limit: BATCH, ...(after ? { startAfter: after } : {}) });
    for (const doc of page) if (await visit(doc)) changed += 1;
    if (page.length < BATCH) return changed;
    after = page[page.length - 1];
  }
}
