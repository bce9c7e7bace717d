import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CheckoutResponse,
  commissionAfterRefunds,
  EMPTY_LEDGER,
  EXTRA_IDS,
  earnedPence,
  MIN_PAYOUT_PENCE,
  type OrderCreated,
  type PayoutBatch,
  poundsToPence,
  seededRandom,
  TIP_LIMITS,
  TIP_PRESETS_POUNDS,
  type TipCheckout,
} from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { EmbeddedDocumentStore } from '../../ports/documents/embedded.ts';
import type { DocumentStore } from '../../ports/documents/port.ts';
import type { Identity } from '../../ports/identity/port.ts';
import { EmbeddedPaymentGateway, LOCAL_SESSIONS, type LocalCheckoutSession } from '../../ports/payments/embedded.ts';
import type { PaymentEvent } from '../../ports/payments/port.ts';
import { createServices } from '../../services.ts';
import { manualClock } from '../../testing/harness.ts';
import { STORY } from '../../testing/orders.ts';
import { staffFactor } from '../../testing/staff-factor.ts';
import {
  AFFILIATES,
  checkLedger,
  matureCommissions,
  REFERRAL_CODES,
  REFERRAL_TRANSACTIONS,
  sealPaymentDetails,
  type TransactionRecord,
} from '../affiliates/exports.ts';
import { extraRefundId } from './extra-refunds.ts';
import { applyPaymentEvent } from './payment-events.ts';
import { ORDERS, type OrderRecord } from './records.ts';
import { TIPS, type TipRecord } from './tip-records.ts';

/**
 * How many random sequences a run tries; `MONEY_PROPERTY_RUNS` to change, `MONEY_PROPERTY_SEED` to
 * run others (`random` for a new seed each run). npm test runs one fixed seed, so CI's verdict is the
 * same for the same code. Random seeds found two ledger bugs, both fixed with an API test each
 * (seeds 761570650 and 1289016284: a commission due while the order's dispute was open). Since
 * disputes are followed by id (a second one, late and repeated events), seed 20266364 found a third
 * on the code before: one of two open disputes won released the other's hold (API test: "keeps the
 * commission held while any dispute is open").
 */
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 2000);
const SEED_SETTING = process.env.MONEY_PROPERTY_SEED ?? '20261126';
const SEED = SEED_SETTING === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(SEED_SETTING);
const AFFILIATE = 'aff-property';
const CODE = 'PROP2024';
const STAFF = 'staff-token';
const DAY = 24 * 60 * 60 * 1000;
const PRODUCTS = ['basic-song', 'basic-full-song', 'pro-studio'] as const;
/**
 * How often an action comes up, against 1 for the others. Picked uniformly, sequences almost never
 * go from a payout through a clawback to the next payout, so paying, the month's end, later
 * referred orders and refunds come up more often.
 */
const WEIGHTS: Record<string, number> = {
  pay: 3,
  monthEnds: 3,
  referredOrderPaid: 3,
  refundOnSite: 2,
  refundAtDashboard: 2,
  refundExtra: 2,
};
/** A sequence that ends with the affiliate owing goes on, up to this many steps, until a payout recovers it. */
const STEPS_WHILE_OWED = 20;

/**
 * Everyone who can move this order's money, as the identity the routes check: staff by their token,
 * the affiliate as a verified account. Auth itself is not what this test is about.
 */
const identity = {
  kind: 'property-test',
  verify: async (token: string) =>
    token === STAFF ? { uid: 'staff', email: 'staff@example.com', claims: { admin: true } } : null,
  get: async (uid: string) => ({ uid, email: `${uid}@example.com`, displayName: null, emailVerified: true, claims: {} }),
} as unknown as Identity;

/**
 * The money property: random sequences of what Stripe (here its local stand-in, the embedded
 * gateway), staff and a customer can do to one order and its affiliate (who may refer more paid
 * orders later), run through the real features (routes in-process, the webhook's own event
 * processing) on an in-memory store, with the ledger's invariants checked after every step. Tips
 * once the song is delivered are money beside the order's: they never move its commission or the
 * ledger, and its refunds never reach them.
 */
describe('money under any sequence of payments, refunds (of extras too), disputes and payouts', () => {
  it(`holds its invariants over ${RUNS} random sequences (seed ${SEED})`, { timeout: 600_000 }, async () => {
    // Each sequence starts on an empty store in memory; the services built once reach it through this.
    let current = await EmbeddedDocumentStore.open();
    const store = new Proxy({} as DocumentStore, {
      get: (_, key: keyof DocumentStore) => {
        const value = current[key];
        return typeof value === 'function' ? value.bind(current) : value;
      },
    });
    const clock = manualClock(Date.parse('2026-01-01T09:00:00Z'));
    const config = {
      ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'money-property-')), LOG_LEVEL: 'silent', PUBLIC_READ_CACHE_MS: '0' }),
      // Messages stay in the outbox: sending is not what is checked here.
      mailDispatch: 'outbox-trigger' as const,
    };
    const services = await createServices(config, { documents: store, clock, identity });
    const app = createApp(services);
    const gateway = services.payments;
    if (!(gateway instanceof EmbeddedPaymentGateway)) throw new Error('expected the embedded gateway');
    const send = async (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
      app.request(`http://localhost:8080${path}`, {
        method,
        headers: {
          authorization: `Bearer ${STAFF}`,
          'content-type': 'application/json',
          'x-forwarded-for': '10.1.1.1',
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    // Staff prove their second factor as the back office does, again whenever the moved clock asks.
    let staff = staffFactor(send, clock);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await staff.send(method, path, { token: STAFF, body });
      if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    };

    // Batches that netted what a clawback after an earlier payout left owed.
    let recoveries = 0;
    for (let run = 0; run < RUNS; run++) {
      const next = seededRandom(SEED + run);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      const steps: string[] = [];
      await current.close();
      current = await EmbeddedDocumentStore.open();
      staff = staffFactor(send, clock);
      await staff.enrol(STAFF, 'staff', services);
      await store.create(AFFILIATES, AFFILIATE, {
        fullName: 'Property Affiliate',
        email: `${AFFILIATE}@example.com`,
        referralCode: CODE,
        status: 'active',
        commissionRate: pick([10, 15, 20]),
        earningsTotalPence: 0,
        ...sealPaymentDetails(services.config, AFFILIATE, { method: 'paypal', paypalEmail: 'property.payouts@example.com' }),
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      await store.create(REFERRAL_CODES, CODE, { affiliateId: AFFILIATE });
      const created = await call('POST', '/api/orders', {
        ...STORY,
        email: `buyer-${run}@example.com`,
        productId: pick(PRODUCTS),
        referralCode: CODE,
        // Any of the extras, each a line of its own that staff may refund alone.
        extras: EXTRA_IDS.filter(() => next() < 0.5),
      });
      expect(created.status).toBe(201);
      const placed = created.body as OrderCreated;
      // The code discounts the suite only: the extras add their own prices to it.
      const extrasPounds = (placed.extras ?? []).reduce((sum, extra) => sum + extra.pricePounds, 0);
      expect(placed.amountPounds).toBe((placed.suitePounds ?? 0) + extrasPounds);
      // Later orders the same affiliate referred, each from a new customer and paid at once.
      const others: OrderCreated[] = [];
      const held: PaymentEvent[] = [];
      const sessions: string[] = [];
      // Thank-you tips' checkouts, each beside the order's own payment.
      const tipSessions: string[] = [];
      // Disputes open at the provider; every dispute event it sent; each dispute as the events applied so far say.
      const disputes: { sessionId: string; id: string }[] = [];
      const disputeEvents: PaymentEvent[] = [];
      const disputed = new Map<string, 'open' | 'won' | 'lost'>();
      // Payout batches that paid the affiliate, oldest first, as each answered when made.
      const payouts: { id: string; totalPence: number; paid: boolean }[] = [];
      const apply = (event: PaymentEvent | null | undefined) => {
        const id = event?.dispute?.providerDisputeId;
        // A dispute's first closing event decides it; nothing after it reopens or changes it.
        if (event && id && (disputed.get(id) ?? 'open') === 'open') {
          const status = event.type === 'dispute_won' ? 'won' : event.type === 'dispute_lost' ? 'lost' : 'open';
          disputed.set(id, status);
        }
        return event ? applyPaymentEvent(services, event) : null;
      };
      /** A dispute event, applied now or, sometimes, held back to arrive after whatever comes next. */
      const disputeEvent = async (event: PaymentEvent | null) => {
        if (!event) return;
        disputeEvents.push(event);
        if (next() < 0.3) held.push(event);
        else await apply(event);
      };
      /** An open dispute at the provider, any of them, taken off the open list to be closed. */
      const closing = () => disputes.splice(Math.floor(next() * disputes.length), 1)[0];
      const order = async () => (await store.get<OrderRecord>(ORDERS, placed.orderId))?.data as OrderRecord;
      const ownSession = async () => (await order()).payment?.sessionId ?? null;
      /** A checkout session of the order's own at the provider, opened without asking the site (a second tab, say). */
      const sessionFor = async (placedOrder: OrderCreated) =>
        (
          await gateway.createCheckout({
            orderId: placedOrder.orderId,
            productName: placedOrder.productName,
            amountPence: poundsToPence(placedOrder.amountPounds),
            customerEmail: placedOrder.customerEmail,
            successUrl: 'http://localhost:8080/payment/success',
            cancelUrl: 'http://localhost:8080/payment/cancel',
            replacesSessionId: null,
          })
        ).sessionId;
      /**
       * What the affiliate's balances must be, from their commissions and the payouts alone. A
       * commission in a payout is worth its amount less what failed refunds gave back since
       * (`restoredPence`, which no payout has taken yet); whatever the payouts paid beyond what those
       * commissions are worth now is what clawbacks left owed, and comes off what is payable.
       */
      const fromRecords = async () => {
        const commissions = await store.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
          where: [{ field: 'affiliateId', op: '==', value: AFFILIATE }],
        });
        let pendingPence = 0;
        let payablePence = 0;
        let worthPaidOut = 0;
        for (const { data } of commissions) {
          const restored = data.restoredPence ?? 0;
          if (data.status === 'pending') pendingPence += data.commissionPence;
          else if (data.status === 'approved' && !data.payoutId) payablePence += data.commissionPence;
          else if (data.status !== 'rejected') {
            worthPaidOut += data.commissionPence - restored;
            if (data.held) pendingPence += restored;
            else payablePence += restored;
          }
        }
        const paidOut = payouts.reduce((sum, payout) => sum + payout.totalPence, 0);
        const owedPence = paidOut - worthPaidOut;
        return { pendingPence, payablePence, owedPence, duePence: payablePence - owedPence };
      };

      const actions: Record<string, () => Promise<unknown>> = {
        pay: async () => {
          const { status, body } = await call('POST', '/api/checkout', { orderId: placed.orderId, token: placed.token });
          if (status !== 200) return;
          const sessionId = new URL((body as CheckoutResponse).invoiceUrl ?? '').pathname.split('/').at(-1) ?? '';
          sessions.push(sessionId);
          const paid = await gateway.pay(sessionId);
          // Sometimes the event is late: it arrives after whatever comes next.
          if (paid?.event && next() < 0.3) held.push(paid.event);
          else await apply(paid?.event);
        },
        payInAnotherSession: async () => {
          const sessionId = await sessionFor(placed);
          sessions.push(sessionId);
          await apply((await gateway.pay(sessionId))?.event);
        },
        // Another customer the affiliate referred pays for a song: a commission of its own, which a
        // later payout nets against what a clawback left owed.
        referredOrderPaid: async () => {
          const another = await call('POST', '/api/orders', {
            ...STORY,
            email: `buyer-${run}-${others.length + 1}@example.com`,
            productId: pick(PRODUCTS),
            referralCode: CODE,
          });
          expect(another.status).toBe(201);
          const placedAnother = another.body as OrderCreated;
          expect(await apply((await gateway.pay(await sessionFor(placedAnother)))?.event)).toBe('paid');
          others.push(placedAnother);
        },
        // Once the song is delivered the customer tips, in a checkout of its own: the order's money must not notice.
        tip: async () => {
          const now = await order();
          if (now.paymentStatus !== 'paid' || now.stage === 'cancelled') return;
          // Delivering moves no money: the song is marked delivered here rather than uploaded in every sequence.
          if (!now.song) {
            const song = { file: 'property-song', lyrics: '', deliveredAt: new Date(clock.now()).toISOString() };
            await store.update(ORDERS, placed.orderId, { stage: 'delivered', song });
          }
          const amountPounds =
            next() < 0.5 ? pick(TIP_PRESETS_POUNDS) : TIP_LIMITS.minPounds + Math.floor(next() * TIP_LIMITS.maxPounds);
          const before = await Promise.all([store.get(REFERRAL_TRANSACTIONS, placed.orderId), checkLedger(store, AFFILIATE)]);
          const { status, body } = await call('POST', '/api/orders/tip', {
            order: placed.orderId,
            token: placed.token,
            amountPounds,
          });
          expect(status).toBe(201);
          const sessionId = new URL((body as TipCheckout).invoiceUrl).pathname.split('/').at(-1) ?? '';
          tipSessions.push(sessionId);
          const paid = await gateway.pay(sessionId);
          if (paid?.event && next() < 0.3) held.push(paid.event);
          else expect(await apply(paid?.event)).toBe('tip_paid');
          // The tip booked no commission and moved nothing in the affiliate's ledger.
          expect(await Promise.all([store.get(REFERRAL_TRANSACTIONS, placed.orderId), checkLedger(store, AFFILIATE)])).toEqual(
            before,
          );
        },
        lateEvent: async () => apply(held.shift()),
        redeliver: async () => {
          const event = pick(held.length ? held : [null]);
          if (event) await apply({ ...event });
        },
        cancel: () => call('PATCH', `/api/admin/orders/${placed.orderId}`, { stage: 'cancelled' }),
        refundOnSite: async () => {
          const paid = poundsToPence(placed.amountPounds);
          const pence = next() < 0.4 ? paid : 1 + Math.floor(next() * paid);
          return call('POST', `/api/admin/orders/${placed.orderId}/refunds`, {
            amount: (pence / 100).toFixed(2),
            reason: 'Property',
          });
        },
        refundExtra: () => call('POST', `/api/admin/orders/${placed.orderId}/extra-refund`, { extra: pick(EXTRA_IDS) }),
        refundAtDashboard: async () => {
          const sessionId = await ownSession();
          if (!sessionId) return;
          const pence = next() < 0.4 ? poundsToPence(placed.amountPounds) : 1 + Math.floor(next() * 10000);
          await apply(await gateway.dashboardRefund(sessionId, pence).catch(() => null));
        },
        refundFails: async () => {
          const sessionId = pick(sessions.length ? sessions : ['']);
          const refunds = (await store.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId))?.data.refunds ?? {};
          const live = Object.values(refunds).filter((r) => !r.failed);
          if (live.length) await apply(await gateway.failRefund(sessionId, pick(live).providerRefundId));
        },
        disputeOpened: async () => {
          const sessionId = await ownSession();
          if (!sessionId) return;
          // A second one (after an earlier one closed, even lost) is rare at Stripe but possible.
          const event = await gateway.openDispute(sessionId).catch(() => null);
          if (event?.dispute) disputes.push({ sessionId, id: event.dispute.providerDisputeId });
          await disputeEvent(event);
        },
        disputeWon: async () => {
          const dispute = closing();
          if (dispute) await disputeEvent(await gateway.resolveDispute(dispute.sessionId, dispute.id, 'won').catch(() => null));
        },
        disputeLost: async () => {
          const dispute = closing();
          if (dispute) await disputeEvent(await gateway.resolveDispute(dispute.sessionId, dispute.id, 'lost').catch(() => null));
        },
        // The same dispute again in another event (`.funds_withdrawn` after `.created`, `.funds_reinstated`
        // with `.closed`), possibly before the first of its events arrived.
        disputeEventAgain: async () => {
          const event = pick(disputeEvents.length ? disputeEvents : [null]);
          if (event) await apply({ ...event, id: `${event.id}_again_${steps.length}` });
        },
        approve: () => call('POST', `/api/admin/referral-transactions/${placed.orderId}/approve`),
        holdingPeriodPasses: async () => {
          clock.advance(31 * DAY);
          await matureCommissions(services);
        },
        payoutBatch: async () => {
          const before = await fromRecords();
          const { status, body } = await call('POST', '/api/admin/payouts');
          if (status !== 201) return expect(before.duePence).toBeLessThan(MIN_PAYOUT_PENCE);
          const batch = body as PayoutBatch;
          payouts.push({ id: batch.id, totalPence: batch.totalPence, paid: false });
          // A batch pays what became payable less what clawbacks left owed, never a negative or small
          // sum, and the affiliate owes nothing after it.
          expect(batch.totalPence).toBe(before.payablePence - before.owedPence);
          expect(batch.totalPence).toBeGreaterThanOrEqual(MIN_PAYOUT_PENCE);
          expect((await fromRecords()).owedPence).toBe(0);
          if (before.owedPence > 0) recoveries += 1;
        },
        // The month's end: commissions past their holding period fall due and staff make the payout batch.
        monthEnds: async () => {
          await actions.holdingPeriodPasses?.();
          await actions.payoutBatch?.();
        },
        markPaid: async () => {
          const batch = payouts.find((payout) => !payout.paid);
          if (!batch) return;
          expect((await call('POST', `/api/admin/payouts/${batch.id}/paid`)).status).toBe(200);
          batch.paid = true;
        },
      };
      const names = Object.keys(actions).flatMap((name) => Array<string>(WEIGHTS[name] ?? 1).fill(name));

      const check = async () => {
        const ledger = await checkLedger(store, AFFILIATE);
        expect(ledger?.matches, 'the affiliate’s totals equal the sums of their ledger').toBe(true);
        const totals = ledger?.stored ?? EMPTY_LEDGER;
        const model = await fromRecords();
        const unpaid = payouts.filter((payout) => !payout.paid).reduce((sum, payout) => sum + payout.totalPence, 0);
        const paidOut = payouts.filter((payout) => payout.paid).reduce((sum, payout) => sum + payout.totalPence, 0);
        expect(totals, 'the affiliate’s totals follow from their commissions and payouts').toEqual({
          pendingPence: model.pendingPence,
          duePence: model.duePence,
          inPayoutPence: unpaid,
          paidPence: paidOut,
        });
        // No payout paid less than the commissions it took were worth: only a clawback since leaves the affiliate owing.
        expect(model.owedPence).toBeGreaterThanOrEqual(0);
        const current = await order();
        const paidPence = poundsToPence(current.amountPounds);
        const refunded = current.refundedPence ?? 0;
        expect(refunded).toBeLessThanOrEqual(paidPence);
        // An extra's own refund is its line's price exactly, asked for once: never more than was paid for it.
        for (const extra of current.extras ?? []) {
          const id = extraRefundId(placed.orderId, extra.id);
          const live = (current.refunds ?? []).filter((refund) => refund.id === id && refund.status !== 'failed');
          expect(live.length).toBeLessThanOrEqual(extra.pricePounds > 0 ? 1 : 0);
          for (const refund of live) expect(refund.amountPence).toBe(poundsToPence(extra.pricePounds));
        }
        // What the order counts as refunded is what left through its own payment, no more, no less.
        const own = current.payment?.sessionId;
        const moved = own
          ? Object.values((await store.get<LocalCheckoutSession>(LOCAL_SESSIONS, own))?.data.refunds ?? {})
              .filter((r) => !r.failed)
              .reduce((sum, r) => sum + r.amountPence, 0)
          : 0;
        expect(refunded).toBe(moved);
        // Every other payment is refunded in full, once.
        for (const sessionId of sessions) {
          const session = (await store.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId))?.data;
          const back = Object.values(session?.refunds ?? {})
            .filter((r) => !r.failed)
            .reduce((sum, r) => sum + r.amountPence, 0);
          expect(back).toBeLessThanOrEqual(session?.amountPence ?? 0);
          const arriving = held.some((event) => event.payment?.sessionId === sessionId);
          if (session?.state === 'paid' && sessionId !== own && !session.refunds && !arriving) {
            throw new Error(`payment in ${sessionId} kept`);
          }
        }
        // Each tip is booked once its paid event has arrived, at its own amount, and no refund of the order ever reached it.
        for (const sessionId of tipSessions) {
          const session = (await store.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId))?.data;
          expect(session?.refunds, 'a tip’s payment is never refunded with the order').toBeUndefined();
          const tipId = session?.purpose?.tipId ?? '';
          const tip = (await store.get<TipRecord>(TIPS, tipId))?.data;
          const arriving = held.some((event) => event.payment?.sessionId === sessionId);
          // One held back may have been redelivered already.
          if (session?.state !== 'paid') expect(tip?.status).toBe('open');
          else if (!arriving) expect(tip?.status).toBe('paid');
          expect(tip?.amountPence).toBe(session?.amountPence);
        }
        // No commission on money refunded, lost in a dispute, or never received; later orders were paid in full.
        const booked = (await store.get<TransactionRecord>(REFERRAL_TRANSACTIONS, placed.orderId))?.data;
        const lost = [...disputed.values()].includes('lost');
        const kept = current.paymentStatus === 'paid' && !lost ? paidPence - refunded : 0;
        let worth = booked ? commissionAfterRefunds(paidPence, paidPence - kept, booked.commissionRate ?? 0) : 0;
        for (const another of others) {
          const commission = (await store.get<TransactionRecord>(REFERRAL_TRANSACTIONS, another.orderId))?.data;
          worth += commission
            ? commissionAfterRefunds(poundsToPence(another.amountPounds), 0, commission.commissionRate ?? 0)
            : 0;
        }
        const standing = totals.pendingPence + earnedPence(totals);
        expect(standing).toBeLessThanOrEqual(worth);
        expect(standing).toBeGreaterThanOrEqual(0);
        // Nothing of the disputed order is payable while a dispute is open.
        if (booked && [...disputed.values()].includes('open')) {
          const batched = booked.status === 'paid_out' || (booked.status === 'approved' && Boolean(booked.payoutId));
          if (batched) expect(booked.held ? 0 : (booked.restoredPence ?? 0)).toBe(0);
          else expect(booked.status).not.toBe('approved');
        }
        // The order keeps each dispute once, as its events decided it.
        expect(new Map((current.disputes ?? []).map((d) => [d.providerDisputeId, d.status]))).toEqual(disputed);
        return model.owedPence;
      };

      const length = 3 + Math.floor(next() * 10);
      try {
        let owed = 0;
        for (let step = 0; step < length || (owed > 0 && step < length + STEPS_WHILE_OWED); step++) {
          const name = pick(names);
          steps.push(name);
          await actions[name]?.();
          owed = await check();
        }
      } catch (error) {
        throw new Error(
          `money property failed: seed ${SEED}, run ${run} (MONEY_PROPERTY_SEED=${SEED}), after ${steps.join(' → ')}: ${(error as Error).message}`,
        );
      }
    }
    // The sequences reach what the batch's check is about (72 batches at the default seed), which
    // one referred order per sequence never could; a handful of runs (MONEY_PROPERTY_RUNS) may not.
    if (RUNS >= 2000) expect(recoveries, 'batches that recovered what a clawback left owed').toBeGreaterThan(0);
    await services.background.idle();
  });
});
