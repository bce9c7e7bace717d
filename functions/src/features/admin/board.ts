import {
  BOARD_UNASSIGNED,
  type BoardCard,
  type BoardQuery,
  boardQuerySchema,
  byDueDate,
  dueGroup,
  expectedDeliveryAt,
  id,
  MESSAGES,
  openLyricDraft,
  openRevision,
  orderAssignSchema,
  type ProductionBoard,
  type StaffMember,
} from '@storysong/core';
import { Hono } from 'hono';
import { requireAdmin } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { parse, readJson, readQuery } from '../../platform/request.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';
import { ADMIN_USERS, type AdminUserRecord } from './records.ts';

/** Open orders are few (the team's work in hand); this bounds a read of them all the same. */
const OPEN_ORDERS_LIMIT = 2000;
/** Staff rows read to find the current staff; a team is far smaller. */
const STAFF_LIMIT = 500;

const member = (row: Doc<AdminUserRecord>): StaffMember => ({
  uid: row.id,
  email: row.data.email,
  displayName: row.data.displayName,
});

/**
 * Everyone who has a staff row (they signed in to the back office), and among them the current
 * staff: those whose Auth account still holds the admin claim. Only current staff can be assigned
 * an order; a former one stays named on the orders they had.
 */
export async function staffMembers(services: Services): Promise<{ all: Map<string, StaffMember>; current: StaffMember[] }> {
  const rows = await services.documents.query<AdminUserRecord>(ADMIN_USERS, { limit: STAFF_LIMIT });
  const admin = await Promise.all(rows.map(async (row) => (await services.identity.get(row.id))?.claims.admin === true));
  const current = rows
    .filter((_, i) => admin[i])
    .map(member)
    .sort((a, b) => (a.displayName || a.email).localeCompare(b.displayName || b.email));
  return { all: new Map(rows.map((row) => [row.id, member(row)])), current };
}

/**
 * The orders the team has to deliver: paid, and received or in production (a revision puts a
 * delivered one back there). Equality filters only, which Firestore serves without a composite index.
 */
export async function openOrders(services: Services): Promise<Doc<OrderRecord>[]> {
  return services.documents.query<OrderRecord>(ORDERS, {
    where: [
      { field: 'paymentStatus', op: '==', value: 'paid' },
      { field: 'stage', op: 'in', value: ['received', 'in_production'] },
    ],
    limit: OPEN_ORDERS_LIMIT,
  });
}

/** An open order as the board (and the morning email) shows it; its due date is the one the customer is told. */
export function boardCard(doc: Doc<OrderRecord>, staff: Map<string, StaffMember>, nowMs: number): BoardCard {
  const { data } = doc;
  const revisions = data.revisions ?? [];
  const dueAt = expectedDeliveryAt({ ...data, revisions });
  return {
    id: doc.id,
    customerName: data.customerName,
    productId: data.productId,
    productName: data.productName,
    stage: data.stage,
    rush: Boolean(data.rush),
    revisionsRequested: revisions.length,
    revisionRequested: openRevision(revisions) !== null,
    lyricsWaiting: openLyricDraft(data.lyricDrafts ?? []) !== null,
    occasion: data.occasion ?? null,
    voice: data.voice ?? null,
    namesCount: data.names?.length ?? 0,
    dueAt,
    group: dueGroup(dueAt, nowMs),
    assignee: data.assigneeUid ? (staff.get(data.assigneeUid) ?? null) : null,
  };
}

async function productionBoard(services: Services, query: BoardQuery): Promise<ProductionBoard> {
  const now = services.clock.now();
  const [orders, staff] = await Promise.all([openOrders(services), staffMembers(services)]);
  const wanted = (order: OrderRecord) =>
    query.assignee === undefined ||
    (query.assignee === BOARD_UNASSIGNED ? !order.assigneeUid : order.assigneeUid === query.assignee);
  const cards = orders
    .filter((doc) => wanted(doc.data))
    .map((doc) => boardCard(doc, staff.all, now))
    .sort(byDueDate);
  return {
    now: new Date(now).toISOString(),
    staff: staff.current,
    overdue: cards.filter((card) => card.group === 'overdue'),
    soon: cards.filter((card) => card.group === 'soon'),
    later: cards.filter((card) => card.group === 'later'),
  };
}

/**
 * Assigns an order to a current member of staff, or to nobody (null). Anyone else (a former staff
 * member, an affiliate, an unknown uid) is refused with the field's message and nothing changes.
 */
export async function assignOrder(services: Services, orderId: string, assigneeUid: string | null): Promise<BoardCard> {
  const staff = await staffMembers(services);
  if (assigneeUid !== null && !staff.current.some((member) => member.uid === assigneeUid)) {
    throw new HttpError(400, 'validation_failed', MESSAGES.assigneeNotStaff, { assigneeUid: MESSAGES.assigneeNotStaff });
  }
  const updated = await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    if (!order) throw notFound('Order not found');
    const patch = { assigneeUid, updatedAt: isoNow(services.clock) };
    tx.update(ORDERS, orderId, patch);
    return { ...order, data: { ...order.data, ...patch } };
  });
  return boardCard(updated, staff.all, services.clock.now());
}

/** /api/admin/board (the production board) and /api/admin/board/orders/:id/assignee; staff only. */
export function boardRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.get('/', async (c) => c.json(await productionBoard(services, readQuery(c, boardQuerySchema))));
  routes.put('/orders/:id/assignee', async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const { assigneeUid } = await readJson(c, orderAssignSchema);
    return c.json(await assignOrder(services, orderId, assigneeUid));
  });
  return routes;
}
