import { ftruncateSync, mkdirSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { type FileHandle, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Data } from './port.ts';

/** One document's state after a commit: its data as JSON text, or null once deleted. */
export interface Change {
  collection: string;
  id: string;
  text: string | null;
  updateTime: string;
}

/**
 * How long an appended commit may wait for its flush to the disk. A commit is answered once written
 * to the file (the kernel's), so it survives the process being killed; a crash of the machine
 * itself can lose at most this much (Redis's `appendfsync everysec`). A flush per commit made the
 * local server serve 0.6× as much under `test:load`: the commits queue behind each flush.
 */
const FLUSH_AFTER_MS = 1000;

/** A change as `open` reads it back: the document's data parsed, not as text. */
export interface ReadChange extends Omit<Change, 'text'> {
  data: Data | null;
}

/** The file is rewritten with only the live documents once it has grown past both of these. */
const REWRITE_AFTER_BYTES = 8 * 1024 * 1024;
const REWRITE_AFTER_TIMES_LIVE = 2;

/** One commit as one line: the state of each document it changed, in order. */
function line(changes: readonly Change[]): string {
  const entries = changes.map(
    (change) =>
      `[${JSON.stringify(change.collection)},${JSON.stringify(change.id)},${change.text ?? 'null'},${JSON.stringify(change.updateTime)}]`,
  );
  return `[${entries.join(',')}]\n`;
}

type Entry = [collection: string, id: string, data: Data | null, updateTime: string];

/** Makes a rename or a new file in `dir` durable: Linux keeps a directory's entries apart from its files. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The embedded store's file: every commit appended as one line of JSON before it is acknowledged,
 * so an acknowledged write survives the process being killed, and flushed to the disk within a
 * second (`FLUSH_AFTER_MS`). Lines hold documents' states after the commit, not operations, so
 * reading the file again, or any part of it twice, yields the same documents.
 *
 * A line cut short by a crash was never acknowledged: opening drops it. The file is rewritten
 * with one line per live document (under a new name, flushed, then renamed over it) once it has
 * grown to twice what it holds and past 8 MB, so rate-limit counters written every request do not
 * make it grow for ever.
 */
export class Journal {
  private constructor(
    private readonly dir: string,
    private handle: FileHandle,
    private bytes: number,
    private liveBytes: number,
  ) {}

  /** The background flush waiting to run (`flushSoon`). */
  private flushing: NodeJS.Timeout | null = null;
  /** Why a background flush failed: every later append is refused with it. */
  private flushFailed: unknown = null;

  private static file(dir: string): string {
    return join(dir, 'journal.jsonl');
  }

  /** Opens the file in `dir` (made when missing) and gives back every change it holds, oldest first, as read. */
  static async open(dir: string): Promise<{ journal: Journal; changes: ReadChange[] }> {
    mkdirSync(dir, { recursive: true });
    const file = Journal.file(dir);
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const changes: ReadChange[] = [];
    let kept = 0;
    // What follows the last newline was being written when the process stopped: never acknowledged.
    const rows = text.split('\n').slice(0, -1);
    for (const [i, row] of rows.entries()) {
      let entries: Entry[];
      try {
        entries = JSON.parse(row) as Entry[];
      } catch {
        // Only the end can be cut short by a crash; damage before a whole line is not ours to skip.
        if (rows.slice(i + 1).every((rest) => rest === '')) break;
        throw new Error(`${file}: line ${i + 1} cannot be read, and lines after it can`);
      }
      for (const [collection, id, data, updateTime] of entries) changes.push({ collection, id, data, updateTime });
      kept += Buffer.byteLength(row) + 1;
    }
    if (kept < Buffer.byteLength(text)) truncateSync(file, kept);
    const handle = await open(file, 'a');
    if (text === '') await syncDirectory(dir);
    return { journal: new Journal(dir, handle, kept, kept), changes };
  }

  /** Tells the file how much of it is live (measured by the store after reading it), for `wantsRewrite`. */
  holding(liveBytes: number): void {
    this.liveBytes = liveBytes;
  }

  /**
   * Appends one commit: written when this returns. Synchronous on purpose: a write to the kernel's
   * cache takes microseconds, where awaiting it held the store's queue (every other write) until the
   * busy event loop came back to its callback.
   */
  append(changes: readonly Change[]): void {
    if (this.flushFailed) throw this.flushFailed;
    const bytes = Buffer.from(line(changes));
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(this.handle.fd, bytes, written);
    } catch (error) {
      // A line half written (a full disk) would make every later line unreadable: cut it off.
      ftruncateSync(this.handle.fd, this.bytes);
      throw error;
    }
    this.bytes += bytes.length;
    this.flushSoon();
  }

  /** Flushes what has been appended within FLUSH_AFTER_MS, in the background. */
  private flushSoon(): void {
    if (this.flushing) return;
    this.flushing = setTimeout(() => {
      this.flushing = null;
      this.handle.datasync().catch((error: unknown) => {
        this.flushFailed = error;
      });
    }, FLUSH_AFTER_MS);
    this.flushing.unref();
  }

  /** Whether the file has grown enough, against what it holds, to be rewritten. */
  get wantsRewrite(): boolean {
    return this.bytes > REWRITE_AFTER_BYTES && this.bytes > REWRITE_AFTER_TIMES_LIVE * this.liveBytes;
  }

  /** Replaces the file with one line per live document: written whole, flushed, then renamed over the old one. */
  async rewrite(live: Iterable<Change>): Promise<void> {
    const file = Journal.file(this.dir);
    const next = `${file}.next`;
    let bytes = 0;
    try {
      bytes = await Journal.writeWhole(next, live);
      await rename(next, file);
    } catch (error) {
      // The old file is whole; the next try waits until it has grown as much again.
      this.liveBytes = this.bytes;
      throw error;
    }
    // What the old file still had to flush is in the new one, flushed above.
    if (this.flushing) clearTimeout(this.flushing);
    this.flushing = null;
    const old = this.handle;
    try {
      this.handle = await open(file, 'a');
    } catch (error) {
      // The old file has left the directory: a line appended to it would be lost, so none is.
      this.flushFailed = error;
      throw error;
    }
    this.bytes = bytes;
    this.liveBytes = bytes;
    await old.close();
    await syncDirectory(this.dir);
  }

  /** Writes one line per document to `path`, flushed; returns its size. */
  private static async writeWhole(path: string, live: Iterable<Change>): Promise<number> {
    const handle = await open(path, 'w');
    let bytes = 0;
    try {
      let chunk: string[] = [];
      const flush = async () => {
        const text = chunk.join('');
        chunk = [];
        await handle.write(text);
        bytes += Buffer.byteLength(text);
      };
      for (const change of live) {
        chunk.push(line([change]));
        if (chunk.length >= 1000) await flush();
      }
      await flush();
      await handle.datasync();
    } finally {
      await handle.close();
    }
    return bytes;
  }

  async close(): Promise<void> {
    if (this.flushing) clearTimeout(this.flushing);
    this.flushing = null;
    await this.handle.datasync();
    await this.handle.close();
  }
}
