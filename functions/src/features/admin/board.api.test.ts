import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  type BoardCard,
  MESSAGES,
  type OrderCreated,
  type ProductionBoard,
  REVISION_DELIVERY_DAYS,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, statusesFor } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { approveLyrics, payOrder, placeOrder, uploadSong } from '../../testing/orders.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-03-02T09:00:00Z');

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('the production board', () => {
  let api: TestApi;
  let ada: Caller;
  let grace: Caller;
  let former: Caller;
  let affiliate: Caller;
  const clock = manualClock(START);
  const orders: Record<string, OrderCreated> = {};

  beforeAll(async () => {
    api = await createTestApi({ clock });
    ada = await caller(api, 'board-ada', { admin: true });
    grace = await caller(api, 'board-grace', { admin: true });
    former = await caller(api, 'board-former', { admin: true });
    affiliate = await caller(api, 'board-affiliate', { affiliate: true });
    // Staff become known to the back office when they sign in (the session call records them).
    for (const member of [ada, grace, former]) {
      expect((await api.request('POST', '/api/admin/session', { token: member.token })).status).toBe(200);
    }
    await api.json('PUT', '/api/admin/profile', { token: ada.token, body: { displayName: 'Ada', notifyNewOrders: true } });
    // A former member of staff keeps their row, not the claim.
    await api.services.identity.setClaims(former.uid, { admin: false });

    const place = async (name: string, extra: Record<string, unknown> = {}) => {
      const { body } = await placeOrder(api, { fullName: name, email: `${name.toLowerCase()}@example.com`, ...extra });
      orders[name] = body;
      return body;
    };
    // Paid 8 days ago, seven-day suite: overdue by a day.
    await payOrder(api, await place('Late'));
    clock.advance(2 * DAY);
    // Paid 6 days ago with a birthday: due tomorrow.
    await payOrder(api, await place('Tomorrow', { occasion: 'birthday', occasionDate: '2026-03-12' }));
    clock.advance(5 * DAY + 12 * HOUR);
    // Paid now with rush (3 days): due in 72 hours, later.
    await payOrder(api, await place('Rushed', { rush: true, occasion: 'wedding', occasionDate: '2026-03-13' }));
    // Paid now, fourteen-day suite: later still.
    await payOrder(api, await place('Full', { productId: 'basic-full-song' }));
    // Not paid: not the team's work yet.
    await place('Unpaid');
  });
  afterAll(() => api.close());

  const board = (token = ada.token, query = '') => api.json<ProductionBoard>('GET', `/api/admin/board${query}`, { token });
  const assign = (orderId: string, assigneeUid: unknown, token = ada.token) =>
    api.json<BoardCard | Failure>('PUT', `/api/admin/board/orders/${orderId}/assignee`, { token, body: { assigneeUid } });
  const names = (cards: BoardCard[]) => cards.map((card) => card.customerName);
  const stored = async (name: string) =>
    (await api.services.documents.get<OrderRecord>(ORDERS, orders[name]?.orderId ?? ''))?.data;

  it('is for staff only, on the server', async () => {
    expect(await statusesFor(api, 'GET', '/api/admin/board', { affiliate: affiliate.token, admin: ada.token })).toEqual([
      401, 403, 200,
    ]);
    const path = `/api/admin/board/orders/${orders.Late?.orderId}/assignee`;
    expect(
      await statusesFor(api, 'PUT', path, { affiliate: affiliate.token, admin: ada.token }, { assigneeUid: ada.uid }),
    ).toEqual([401, 403, 200]);
    expect((await assign(orders.Late?.orderId ?? '', null)).status).toBe(200);
  });

  it('lists the paid open orders by promised date: overdue, due in the next 48 hours, later', async () => {
    const { status, body } = await board();
    expect(status).toBe(200);
    expect(names(body.overdue)).toEqual(['Late']);
    expect(names(body.soon)).toEqual(['Tomorrow']);
    expect(names(body.later)).toEqual(['Rushed', 'Full']);
    expect(body.now).toBe(new Date(clock.now()).toISOString());
    const [late] = body.overdue;
    expect(late).toMatchObject({ productName: 'Basic Song', stage: 'received', rush: false, group: 'overdue', assignee: null });
    expect(late?.dueAt).toBe(new Date(START + 7 * DAY).toISOString());
    expect(body.soon[0]).toMatchObject({ occasion: { kind: 'birthday', date: '2026-03-12' } });
    expect(body.later[0]).toMatchObject({
      rush: true,
      occasion: { kind: 'wedding', date: '2026-03-13' },
      dueAt: new Date(clock.now() + 3 * DAY).toISOString(),
    });
  });

  it('marks the rush order in the staff’s stories list and drawer, with its due date and occasion', async () => {
    const listed = async (name: string) =>
      (
        await api.json<AdminOrderSummary[]>('GET', `/api/admin/orders?q=${name.toLowerCase()}@example.com`, {
          token: ada.token,
        })
      ).body;
    expect(await listed('Rushed')).toMatchObject([
      {
        id: orders.Rushed?.orderId,
        rush: true,
        dueAt: new Date(clock.now() + 3 * DAY).toISOString(),
        occasion: { kind: 'wedding', date: '2026-03-13' },
      },
    ]);
    expect(await listed('Full')).toMatchObject([{ id: orders.Full?.orderId, rush: false, occasion: null }]);
    const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${orders.Rushed?.orderId}`, { token: ada.token });
    expect(detail.body).toMatchObject({
      rush: true,
      rushPricePounds: 90,
      promisedAt: new Date(clock.now() + 3 * DAY).toISOString(),
    });
  });

  it('names the current staff an order can be assigned to, not a former member', async () => {
    const { body } = await board();
    const uids = body.staff.map((member) => member.uid);
    expect(uids).toEqual(expect.arrayContaining([ada.uid, grace.uid]));
    expect(uids).not.toContain(former.uid);
    expect(body.staff.find((member) => member.uid === ada.uid)).toMatchObject({ displayName: 'Ada', email: ada.email });
  });

  it('assigns an order to a member of staff, filters by assignee, and unassigns it', async () => {
    const tomorrow = orders.Tomorrow?.orderId ?? '';
    const assigned = await assign(tomorrow, grace.uid);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ id: tomorrow, assignee: { uid: grace.uid, email: grace.email } });
    expect((await stored('Tomorrow'))?.assigneeUid).toBe(grace.uid);

    const graces = await board(ada.token, `?assignee=${grace.uid}`);
    expect([...graces.body.overdue, ...graces.body.soon, ...graces.body.later].map((c) => c.customerName)).toEqual(['Tomorrow']);
    const nobody = await board(ada.token, '?assignee=unassigned');
    expect(names([...nobody.body.overdue, ...nobody.body.soon, ...nobody.body.later])).toEqual(['Late', 'Rushed', 'Full']);
    const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${tomorrow}`, { token: ada.token });
    expect(detail.body.assignee).toMatchObject({ uid: grace.uid });

    expect((await assign(tomorrow, null)).body).toMatchObject({ assignee: null });
    expect((await stored('Tomorrow'))?.assigneeUid).toBeNull();
  });

  it('refuses to assign anyone but current staff, and changes nothing', async () => {
    const late = orders.Late?.orderId ?? '';
    await assign(late, ada.uid);
    for (const uid of [affiliate.uid, former.uid, 'nobody-with-this-uid']) {
      const { status, body } = await assign(late, uid);
      expect(status).toBe(400);
      expect((body as Failure).error.fields).toEqual({ assigneeUid: MESSAGES.assigneeNotStaff });
    }
    const malformed = await assign(late, '../admin');
    expect(malformed.status).toBe(400);
    expect((malformed.body as Failure).error.fields?.assigneeUid).toBe(MESSAGES.assigneeNotStaff);
    expect((await stored('Late'))?.assigneeUid).toBe(ada.uid);
    expect((await assign('no-such-order', ada.uid)).status).toBe(404);
    const badFilter = await board(ada.token, '?assignee=../x');
    expect(badFilter.status).toBe(400);
  });

  it('moves an order between groups as time passes, and drops it once delivered or cancelled', async () => {
    clock.advance(2 * DAY);
    const { body } = await board();
    expect(names(body.overdue)).toEqual(['Late', 'Tomorrow']);
    expect(names(body.soon)).toEqual(['Rushed']);
    const cancel = await api.json('PATCH', `/api/admin/orders/${orders.Late?.orderId}`, {
      token: ada.token,
      body: { stage: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(names((await board()).body.overdue)).toEqual(['Tomorrow']);
  });

  it('shows a revision request on its card, due the revision days after it was asked, until the new version is delivered', async () => {
    const name = 'Revised';
    const { body: order } = await placeOrder(api, { fullName: name, email: 'revised@example.com' });
    await payOrder(api, order);
    const staff = { token: ada.token };
    await approveLyrics(api, ada.token, order.orderId);
    expect(
      (await api.json('PATCH', `/api/admin/orders/${order.orderId}`, { ...staff, body: { stage: 'in_production' } })).status,
    ).toBe(200);
    const deliverSong = async (lyrics: string) => {
      const songFile = await uploadSong(api, ada.token, Buffer.from(`ID3 ${lyrics}`));
      const delivered = await api.json('POST', `/api/admin/orders/${order.orderId}/delivery`, {
        ...staff,
        body: { songFile, lyrics },
      });
      expect(delivered.status).toBe(200);
    };
    const cardOf = async () => {
      const { body } = await board();
      return [...body.overdue, ...body.soon, ...body.later].find((card) => card.customerName === name);
    };
    await deliverSong('Version one');
    // Delivered: no longer the team's work.
    expect(await cardOf()).toBeUndefined();

    clock.advance(HOUR);
    const asked = await api.json('POST', '/api/orders/revisions', {
      body: { order: order.orderId, token: order.token, notes: 'Please slow the chorus down and name the harbour.' },
    });
    expect(asked.status).toBe(201);
    const due = new Date(clock.now() + REVISION_DELIVERY_DAYS * DAY).toISOString();
    expect(await cardOf()).toMatchObject({
      stage: 'in_production',
      revisionRequested: true,
      revisionsRequested: 1,
      dueAt: due,
      group: 'later',
    });
    // A day before the revision is due, it is due within 48 hours.
    clock.advance((REVISION_DELIVERY_DAYS - 1) * DAY);
    expect(await cardOf()).toMatchObject({ revisionRequested: true, dueAt: due, group: 'soon' });

    await deliverSong('Version two');
    expect(await cardOf()).toBeUndefined();
  });
});
