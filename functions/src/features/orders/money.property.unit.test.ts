import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CheckoutResponse,
  commissionAfterRefunds,
  EMPTY_LEDGER,
  earnedPence,
  MIN_PAYOUT_PENCE,
  type OrderCreated,
  type PayoutBatch,
  poundsToPence,
  seededRandom,
} from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Identity } from '../../ports/identity/port.ts';
import { EmbeddedPaymentGateway, LOCAL_SESSIONS, type LocalCheckoutSession } from '../../ports/payments/embedded.ts';
import type { PaymentEvent } from '../../ports/payments/port.ts';
import { createServices } from '../../services.ts';
import { manualClock } from '../../testing/harness.ts';
import { MemoryDocumentStore } from '../../testing/memory-documents.ts';
import { STORY } from '../../testing/orders.ts';
import {
  AFFILIATES,
  type AffiliateRecord,
  checkLedger,
  matureCommissions,
  REFERRAL_CODES,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
} from '../affiliates/exports.ts';
import { applyPaymentEvent } from './payment-events.ts';
import { ORDERS, type OrderRecord } from './records.ts';

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
 * gateway), staff and a customer can do to one order and its affiliate, run through the real
 * features (routes in-process, the webhook's own event processing) on an in-memory store, with the
 * ledger's invariants checked after every step.
 */
describe('money under any sequence of payments, refunds, disputes and payouts', () => {
  it(`holds its invariants over ${RUNS} random sequences (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const store = new MemoryDocumentStore();
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
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await app.request(`http://localhost:8080${path}`, {
        method,
        headers: { authorization: `Bearer ${STAFF}`, 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    };

    for (let run = 0; run < RUNS; run++) {
      const next = seededRandom(SEED + run);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      const steps: string[] = [];
      store.reset();
      await store.create(AFFILIATES, AFFILIATE, {
        fullName: 'Property Affiliate',
        email: `${AFFILIATE}@example.com`,
        referralCode: CODE,
        status: 'active',
        commissionRate: pick([10, 15, 20]),
        earningsTotalPence: 0,
        paymentDetails: { method: 'paypal', paypalEmail: 'property.payouts@example.com' },
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      await store.create(REFERRAL_CODES, CODE, { affiliateId: AFFILIATE });
      const created = await call('POST', '/api/orders', {
        ...STORY,
        email: `buyer-${run}@example.com`,
        productId: pick(['basic-song', 'basic-full-song', 'pro-studio']),
        referralCode: CODE,
      });
      expect(created.status).toBe(201);
      const placed = created.body as OrderCreated;
      const held: PaymentEvent[] = [];
      const sessions: string[] = [];
      // Disputes open at the provider; every dispute event it sent; each dispute as the events applied so far say.
      const disputes: { sessionId: string; id: string }[] = [];
      const disputeEvents: PaymentEvent[] = [];
      const disputed = new Map<string, 'open' | 'won' | 'lost'>();
      let batches: string[] = [];
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
          const extra = await gateway.createCheckout({
            orderId: placed.orderId,
            productName: placed.productName,
            amountPence: poundsToPence(placed.amountPounds),
            customerEmail: placed.customerEmail,
            successUrl: 'http://localhost:8080/payment/success',
            cancelUrl: 'http://localhost:8080/payment/cancel',
            replacesSessionId: null,
          });
          sessions.push(extra.sessionId);
          await apply((await gateway.pay(extra.sessionId))?.event);
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
          const before = (await store.get<AffiliateRecord>(AFFILIATES, AFFILIATE))?.data.ledger ?? EMPTY_LEDGER;
          const { status, body } = await call('POST', '/api/admin/payouts');
          if (status !== 201) return expect(before.duePence).toBeLessThan(MIN_PAYOUT_PENCE);
          const batch = body as PayoutBatch;
          batches = [batch.id, ...batches];
          // A batch pays the whole due balance, clawbacks netted, and never a negative or small one.
          expect(batch.totalPence).toBe(before.duePence);
          expect(batch.totalPence).toBeGreaterThanOrEqual(MIN_PAYOUT_PENCE);
        },
        markPaid: async () => {
          const batch = batches.pop();
          if (batch) await call('POST', `/api/admin/payouts/${batch}/paid`);
        },
      };
      const names = Object.keys(actions);

      const check = async () => {
        const ledger = await checkLedger(store, AFFILIATE);
        expect(ledger?.matches, 'the affiliate’s totals equal the sums of their ledger').toBe(true);
        const totals = ledger?.stored ?? EMPTY_LEDGER;
        const current = await order();
        const paidPence = poundsToPence(current.amountPounds);
        const refunded = current.refundedPence ?? 0;
        expect(refunded).toBeLessThanOrEqual(paidPence);
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
        // No commission on money refunded, lost in a dispute, or never received.
        const booked = (await store.get<TransactionRecord>(REFERRAL_TRANSACTIONS, placed.orderId))?.data;
        const lost = [...disputed.values()].includes('lost');
        const kept = current.paymentStatus === 'paid' && !lost ? paidPence - refunded : 0;
        const worth = booked ? commissionAfterRefunds(paidPence, paidPence - kept, booked.commissionRate ?? 0) : 0;
        const standing = totals.pendingPence + earnedPence(totals);
        expect(standing).toBeLessThanOrEqual(worth);
        expect(standing).toBeGreaterThanOrEqual(0);
        // Nothing is payable while a dispute is open.
        if ([...disputed.values()].includes('open')) expect(totals.duePence).toBeLessThanOrEqual(0);
        // The order keeps each dispute once, as its events decided it.
        expect(new Map((current.disputes ?? []).map((d) => [d.providerDisputeId, d.status]))).toEqual(disputed);
      };

      const length = 3 + Math.floor(next() * 10);
      try {
        for (let step = 0; step < length; step++) {
          const name = pick(names);
          steps.push(name);
          await actions[name]?.();
          await check();
        }
      } catch (error) {
        throw new Error(
          `money property failed: seed ${SEED}, run ${run} (MONEY_PROPERTY_SEED=${SEED}), after ${steps.join(' → ')}: ${(error as Error).message}`,
        );
      }
    }
    await services.background.idle();
  });
});
