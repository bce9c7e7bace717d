import { z } from 'zod';
import type { OrderStage, Voice } from '../enums.ts';
import { MESSAGES as M } from '../messages.ts';
import type { Occasion } from '../occasion.ts';
import type { DueGroup } from '../production.ts';

/** A member of staff's uid as we issue ids; anything else names no one on the team. */
const staffUid = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, M.assigneeNotStaff);

/** A member of staff as the production board names them: someone an order can be assigned to. */
export interface StaffMember {
  uid: string;
  email: string;
  /** Empty when they have not set one in Settings (the email stands in). */
  displayName: string;
}

/** Whose orders the board shows: one member of staff's, the unassigned ones, or (absent) everyone's. */
export const BOARD_UNASSIGNED = 'unassigned';
export const boardQuerySchema = z.object({
  assignee: z.union([z.literal(BOARD_UNASSIGNED), staffUid]).optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** Assigning an order to a member of staff (their uid), or to nobody (null). Whether they are staff is the server's check. */
export const orderAssignSchema = z.object({
  assigneeUid: staffUid.nullable(),
});
export type OrderAssignInput = z.infer<typeof orderAssignSchema>;

/** One open order on the production board. */
export interface BoardCard {
  id: string;
  customerName: string;
  productId: string;
  productName: string;
  stage: OrderStage;
  rush: boolean;
  /** Revisions the customer has asked for, and whether the newest waits on the team. */
  revisionsRequested: number;
  revisionRequested: boolean;
  /** A lyric draft waits for the customer's approval. */
  lyricsWaiting: boolean;
  occasion: { kind: Occasion | null; date: string | null } | null;
  /** The voice the customer asked for, and how many names the song must sing; null and 0 when they gave none. */
  voice: Voice | null;
  namesCount: number;
  /** The promised date, or an open revision's; null for a suite no longer sold. */
  dueAt: string | null;
  group: DueGroup;
  assignee: StaffMember | null;
}

/** The board: open orders by due date in their groups, and the staff they can be assigned to. */
export interface ProductionBoard {
  /** The server's time the groups were made at. */
  now: string;
  staff: StaffMember[];
  overdue: BoardCard[];
  soon: BoardCard[];
  later: BoardCard[];
}
