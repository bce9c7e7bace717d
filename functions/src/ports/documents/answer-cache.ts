/** How many answers each collection keeps, the least recently read dropped first. */
const ENTRIES_PER_COLLECTION = 256;

/**
 * The longest answer kept, as JSON characters: a list that long (a staff page of orders) is read
 * rarely and would hold the most memory. A collection keeps at most 256 × 64 K characters.
 */
const LONGEST_ANSWER = 64 * 1024;

/**
 * The embedded store's answers, kept until a write in their collection. The store's process is the
 * only one that opens its database, and every write goes through `write`, so a kept answer is
 * always what the database would answer now (decision 030): a referral code checked a hundred
 * times between two changes costs one query, not a hundred.
 *
 * Answers are kept as JSON text and parsed on every read: a caller may change what it was given
 * without changing what the next caller gets.
 */
export class AnswerCache {
  private readonly kept = new Map<string, Map<string, string>>();
  /** Bumped as each write starts and ends: an answer loaded across a bump may predate the write. */
  private readonly generation = new Map<string, number>();

  /** The answer kept under `key` in `collection`, else `load`'s, kept when no write crossed it. */
  async read<T>(collection: string, key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.kept.get(collection);
    const text = entries?.get(key);
    if (text !== undefined) {
      entries?.delete(key);
      entries?.set(key, text);
      return JSON.parse(text) as T;
    }
    const before = this.generation.get(collection) ?? 0;
    const answer = await load();
    if ((this.generation.get(collection) ?? 0) === before) this.keep(collection, key, answer);
    return answer;
  }

  /** Runs a write to `collections`: their answers are dropped as it starts and again as it ends. */
  async write<T>(collections: Iterable<string>, run: () => Promise<T>): Promise<T> {
    const touched = [...new Set(collections)];
    for (const collection of touched) this.forget(collection);
    try {
      return await run();
    } finally {
      for (const collection of touched) this.forget(collection);
    }
  }

  /** Drops every answer kept (the store closing). */
  clear() {
    for (const collection of [...this.kept.keys()]) this.forget(collection);
  }

  private keep(collection: string, key: string, answer: unknown) {
    const text = JSON.stringify(answer);
    if (text.length > LONGEST_ANSWER) return;
    let entries = this.kept.get(collection);
    if (!entries) {
      entries = new Map();
      this.kept.set(collection, entries);
    }
    entries.set(key, text);
    if (entries.size > ENTRIES_PER_COLLECTION) entries.delete(entries.keys().next().value as string);
  }

  private forget(collection: string) {
    this.generation.set(collection, (this.generation.get(collection) ?? 0) + 1);
    this.kept.delete(collection);
  }
}
