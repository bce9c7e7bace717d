import type { TransactionPage, TransactionStatus } from '@storysong/core';
import { create } from 'zustand';
import { ApiError } from '../../lib/api.ts';
import { fetchMyTransactionPage } from './api.ts';

interface TransactionsState {
  /** The status shown; null shows every commission. */
  status: TransactionStatus | null;
  /** The cursor each page opened so far starts after (the first page's is undefined), so Previous needs no extra read. */
  cursors: (string | undefined)[];
  /** Which of them is shown, from 0. */
  index: number;
  page: TransactionPage | null;
  state: 'idle' | 'loading' | 'ready' | 'error';
  error: ApiError | null;
  /** Opens the first page of a status (or of all). */
  show(status: TransactionStatus | null): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  /** Reads the shown page again. */
  retry(): Promise<void>;
}

/** Answers that arrive after a newer request was made are dropped, so a fast filter change never shows stale rows. */
let latest = 0;

/** The affiliate's full transactions list: one server page at a time, paged by cursor, filtered on the server. */
export const useTransactionsStore = create<TransactionsState>()((set, get) => {
  const read = async (index: number, cursors: (string | undefined)[]) => {
    const request = ++latest;
    set({ state: 'loading', error: null });
    try {
      const page = await fetchMyTransactionPage({ status: get().status ?? undefined, after: cursors[index] });
      if (request === latest) set({ page, index, cursors, state: 'ready' });
    } catch (error) {
      if (request === latest) set({ state: 'error', error: error instanceof ApiError ? error : null });
    }
  };
  return {
    status: null,
    cursors: [undefined],
    index: 0,
    page: null,
    state: 'idle',
    error: null,
    async show(status) {
      set({ status, page: null });
      await read(0, [undefined]);
    },
    async next() {
      const { page, index, cursors } = get();
      if (!page?.next) return;
      await read(index + 1, [...cursors.slice(0, index + 1), page.next]);
    },
    async previous() {
      const { index, cursors } = get();
      if (index > 0) await read(index - 1, cursors);
    },
    async retry() {
      const { index, cursors } = get();
      await read(index, cursors);
    },
  };
});
