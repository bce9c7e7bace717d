import { type BoardCard, type BoardQuery, boardQuerySchema, orderAssignSchema, type ProductionBoard } from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../../lib/api.ts';
import { latestOnly } from '../../../lib/latestOnly.ts';

interface BoardState {
  /** Whose orders: a member of staff's uid, `unassigned`, or null for everyone's. */
  assignee: string | null;
  board: ProductionBoard | null;
  loading: boolean;
  error: string | null;
  setAssignee(assignee: string | null): void;
  load(): Promise<void>;
  /** Assigns an order to a member of staff (uid) or to nobody (null); the server checks they are staff. */
  assign(orderId: string, assigneeUid: string | null): Promise<BoardCard>;
}

function query(assignee: string | null): string {
  const filter: BoardQuery = boardQuerySchema.parse(assignee ? { assignee } : {});
  return filter.assignee ? `?${new URLSearchParams({ assignee: filter.assignee })}` : '';
}

/** The production board: open orders by due date, filtered by assignee, and assigning them. */
const startLoad = latestOnly();

export const useBoard = create<BoardState>((set, get) => ({
  assignee: null,
  board: null,
  loading: false,
  error: null,
  setAssignee: (assignee) => set({ assignee }),
  async load() {
    const isLatest = startLoad();
    set({ loading: true, error: null });
    try {
      const board = await api<ProductionBoard>(`/admin/board${query(get().assignee)}`);
      if (isLatest()) set({ board, loading: false });
    } catch (error) {
      if (isLatest()) set({ error: (error as Error).message, loading: false });
    }
  },
  async assign(orderId, assigneeUid) {
    // The same schema the route reads the body with.
    const body = orderAssignSchema.parse({ assigneeUid });
    const card = await api<BoardCard>(`/admin/board/orders/${encodeURIComponent(orderId)}/assignee`, { method: 'PUT', body });
    // Filtered by assignee, a card given to someone else leaves the list: the server's list says so.
    if (get().assignee) {
      await get().load();
      return card;
    }
    const board = get().board;
    if (board) {
      const replace = (cards: BoardCard[]) => cards.map((c) => (c.id === orderId ? card : c));
      set({ board: { ...board, overdue: replace(board.overdue), soon: replace(board.soon), later: replace(board.later) } });
    }
    return card;
  },
}));
