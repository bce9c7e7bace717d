import { describe, expect, it } from 'vitest';
import { byDueDate, dueGroup, isOpenOrder, type RushRefundCheck, rushRefundRefusal } from './production.ts';
import { expectedDeliveryAt, promisedDeliveryAt } from './revisions.ts';

const HOUR = 60 * 60 * 1000;

describe('an order’s due date', () => {
  const paid = {
    productId: 'basic-song',
    paymentStatus: 'paid' as const,
    stage: 'received' as const,
    paidAt: '2026-01-15T10:00:00.000Z',
    revisions: [],
  };

  it('is the promised date: the suite’s days from payment, or the rush days when rush was bought', () => {
    expect(promisedDeliveryAt(paid)).toBe('2026-01-22T10:00:00.000Z');
    expect(promisedDeliveryAt({ ...paid, rush: { days: 3 } })).toBe('2026-01-18T10:00:00.000Z');
    expect(expectedDeliveryAt({ ...paid, rush: { days: 3 } })).toBe('2026-01-18T10:00:00.000Z');
    // Orders from before rush have no rush field: the suite's days.
    expect(expectedDeliveryAt({ ...paid, rush: null })).toBe('2026-01-22T10:00:00.000Z');
    expect(promisedDeliveryAt({ ...paid, paidAt: null })).toBeNull();
    expect(promisedDeliveryAt({ ...paid, productId: 'retired-song' })).toBeNull();
  });

  it('is an open revision’s date once the customer asks for one, rush or not', () => {
    const revision = { notes: 'Slower', requestedAt: '2026-01-25T00:00:00.000Z', deliveredAt: null };
    expect(expectedDeliveryAt({ ...paid, stage: 'in_production', rush: { days: 3 }, revisions: [revision] })).toBe(
      '2026-01-30T00:00:00.000Z',
    );
  });
});

describe('the production board’s groups', () => {
  const now = Date.parse('2026-01-20T12:00:00Z');
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

  it('are overdue once the due moment has passed, soon within 48 hours, later beyond', () => {
    expect(dueGroup(at(-1), now)).toBe('overdue');
    expect(dueGroup(at(0), now)).toBe('soon');
    expect(dueGroup(at(48), now)).toBe('soon');
    expect(dueGroup(at(48.01), now)).toBe('later');
    expect(dueGroup(null, now)).toBe('later');
  });

  it('hold the paid orders received or in production, soonest first, those without a date last', () => {
    expect(isOpenOrder({ paymentStatus: 'paid', stage: 'received' })).toBe(true);
    expect(isOpenOrder({ paymentStatus: 'paid', stage: 'in_production' })).toBe(true);
    expect(isOpenOrder({ paymentStatus: 'paid', stage: 'delivered' })).toBe(false);
    expect(isOpenOrder({ paymentStatus: 'awaiting_payment', stage: 'received' })).toBe(false);
    const sorted = [{ dueAt: null }, { dueAt: at(5) }, { dueAt: at(-5) }].sort(byDueDate);
    expect(sorted.map((o) => o.dueAt)).toEqual([at(-5), at(5), null]);
  });
});

describe('refunding a missed rush date', () => {
  const order: RushRefundCheck = {
    productId: 'basic-song',
    paymentStatus: 'paid',
    paidAt: '2026-01-15T10:00:00.000Z',
    rush: { days: 3, pricePounds: 90 },
    firstDeliveredAt: null,
    rushRefunded: false,
  };
  const rushDate = Date.parse('2026-01-18T10:00:00.000Z');

  it('is possible once the rush date has passed with no song, or the first song came after it', () => {
    expect(rushRefundRefusal(order, rushDate)).toBe('rushDateNotMissed');
    expect(rushRefundRefusal(order, rushDate + 1)).toBeNull();
    expect(rushRefundRefusal({ ...order, firstDeliveredAt: '2026-01-18T09:00:00.000Z' }, rushDate + HOUR)).toBe(
      'rushDateNotMissed',
    );
    expect(rushRefundRefusal({ ...order, firstDeliveredAt: '2026-01-18T11:00:00.000Z' }, rushDate + HOUR)).toBeNull();
  });

  it('counts from the date moved by the days the customer took over the lyrics: those are not the team’s miss', () => {
    // Sent on payment, approved two days and five hours later: the rush date moves two days.
    const answer = { kind: 'approved' as const, notes: null, at: '2026-01-17T15:00:00.000Z', automatic: false };
    const slow = { ...order, lyricDrafts: [{ sentAt: order.paidAt ?? '', answer }] };
    const moved = rushDate + 2 * 24 * HOUR;
    expect(rushRefundRefusal(slow, rushDate + HOUR)).toBe('rushDateNotMissed');
    expect(rushRefundRefusal({ ...slow, firstDeliveredAt: '2026-01-20T09:00:00.000Z' }, moved + HOUR)).toBe('rushDateNotMissed');
    expect(rushRefundRefusal(slow, moved + 1)).toBeNull();
  });

  it('is refused without rush, before payment, and a second time', () => {
    expect(rushRefundRefusal({ ...order, rush: null }, rushDate + HOUR)).toBe('rushNotBought');
    expect(rushRefundRefusal({ ...order, rush: undefined }, rushDate + HOUR)).toBe('rushNotBought');
    expect(rushRefundRefusal({ ...order, paymentStatus: 'awaiting_payment', paidAt: null }, rushDate + HOUR)).toBe(
      'refundNotPaid',
    );
    expect(rushRefundRefusal({ ...order, rushRefunded: true }, rushDate + HOUR)).toBe('rushAlreadyRefunded');
  });
});
