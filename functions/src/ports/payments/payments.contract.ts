import { describe, expect, it } from 'vitest';
import type { Checkout, CheckoutRequest, PaymentEvent, PaymentGateway, RefundReference } from './port.ts';
import { RefundRejectedError, SignatureError } from './port.ts';

/** How a test speaks to one adapter: its gateway, a provider-shaped paid event, and that provider's signature. */
export interface PaymentsHarness {
  gateway: PaymentGateway;
  /** The provider's event for a completed, paid checkout; `currency` as ISO 4217 writes it. */
  paidEventBody(eventId: string, orderId: string, amountPence: number, currency?: string): string;
  signedHeaders(rawBody: string): Headers;
  /** What the customer's tap on the checkout's cancel link does at the provider. */
  leaveByCancelLink(checkout: Checkout): Promise<void>;
  /** What the provider does once a checkout's lifetime (a day, at Stripe) has passed. */
  expire(checkout: Checkout): Promise<void>;
  /** What the customer paying in the checkout does at the provider. */
  pay(checkout: Checkout): Promise<void>;
  /** The customer pays the checkout, and the provider's paid event for it, read as the webhook reads it. */
  paidEvent(checkout: Checkout): Promise<PaymentEvent>;
  /**
   * The provider's event for a refund of the payment `pi_contract` that succeeded or failed; with
   * no order id, one made in the provider's own dashboard.
   */
  refundEventBody(
    eventId: string,
    orderId: string | null,
    refund: RefundReference,
    amountPence: number,
    failed?: boolean,
  ): string;
  /** The provider's event for a dispute on the payment `pi_contract`, opened or closed. */
  disputeEventBody(eventId: string, disputeId: string, amountPence: number, stage: 'opened' | 'won' | 'lost'): string;
  close?(): Promise<void>;
}

const REQUEST: CheckoutRequest = {
  orderId: 'order-contract',
  productName: 'Basic Song',
  amountPence: 44000,
  customerEmail: 'ada@example.com',
  successUrl: 'http://localhost:8080/payment/success?order=order-contract&token=t',
  cancelUrl: 'http://localhost:8080/payment/cancel?order=order-contract&token=t',
  replacesSessionId: null,
};

/** What every payments adapter must do with incoming events, whoever the provider is. */
export function paymentsContract(name: string, open: () => Promise<PaymentsHarness>) {
  describe(`payments contract: ${name}`, () => {
    it('reads a correctly signed paid event', async () => {
      const harness = await open();
      const raw = harness.paidEventBody('evt_contract_1', 'order123', 39600);
      const event = await harness.gateway.parseEvent(raw, harness.signedHeaders(raw));
      expect(event).toMatchObject({
        id: 'evt_contract_1',
        type: 'paid',
        orderId: 'order123',
        amountPence: 39600,
        currency: 'GBP',
      });
      await harness.close?.();
    });

    it('carries a tip checkout’s purpose and tip id back on its paid event; the order’s own payment carries none', async () => {
      const harness = await open();
      try {
        const tip = await harness.gateway.createCheckout({
          ...REQUEST,
          productName: 'Thank-you tip',
          amountPence: 1000,
          purpose: { kind: 'tip', tipId: 'tip-contract' },
        });
        // Its own session, even beside the order's for the same amount.
        const order = await harness.gateway.createCheckout({ ...REQUEST, amountPence: 1000 });
        expect(tip.sessionId).not.toBe(order.sessionId);
        expect(await harness.paidEvent(tip)).toMatchObject({
          type: 'paid',
          orderId: REQUEST.orderId,
          amountPence: 1000,
          currency: 'GBP',
          payment: { sessionId: tip.sessionId },
          purpose: { kind: 'tip', tipId: 'tip-contract' },
        });
        const own = await harness.paidEvent(order);
        expect(own).toMatchObject({ type: 'paid', amountPence: 1000, payment: { sessionId: order.sessionId } });
        expect(own.purpose).toBeUndefined();
      } finally {
        await harness.close?.();
      }
    });

    it('reads the currency a payment was made in, so one in another currency can be refused', async () => {
      const harness = await open();
      const raw = harness.paidEventBody('evt_contract_usd', 'order123', 39600, 'USD');
      const event = await harness.gateway.parseEvent(raw, harness.signedHeaders(raw));
      expect(event).toMatchObject({ type: 'paid', amountPence: 39600, currency: 'USD' });
      await harness.close?.();
    });

    it('rejects a forged signature, a tampered payload and a missing signature', async () => {
      const harness = await open();
      const raw = harness.paidEventBody('evt_contract_2', 'order123', 39600);
      const headers = harness.signedHeaders(raw);
      const tampered = raw.replace('39600', '100');
      await expect(harness.gateway.parseEvent(tampered, headers)).rejects.toBeInstanceOf(SignatureError);
      const forged = new Headers();
      for (const [key, value] of headers) forged.set(key, value.replace(/v1=[0-9a-f]{8}/, 'v1=00000000'));
      await expect(harness.gateway.parseEvent(raw, forged)).rejects.toBeInstanceOf(SignatureError);
      await expect(harness.gateway.parseEvent(raw, new Headers())).rejects.toBeInstanceOf(SignatureError);
      await harness.close?.();
    });

    it('keeps a checkout left by its cancel link open, to be offered again until it expires', async () => {
      const harness = await open();
      try {
        const checkout = await harness.gateway.createCheckout(REQUEST);
        expect(checkout.url).toMatch(/^https?:\/\//);
        await harness.leaveByCancelLink(checkout);
        expect(await harness.gateway.openCheckout(checkout.sessionId)).toEqual(checkout);
        await harness.expire(checkout);
        expect(await harness.gateway.openCheckout(checkout.sessionId)).toBeNull();
      } finally {
        await harness.close?.();
      }
    });

    it('offers no checkout for a session it does not know', async () => {
      const harness = await open();
      try {
        expect(await harness.gateway.openCheckout('cs_test_never_made')).toBeNull();
      } finally {
        await harness.close?.();
      }
    });

    it('gives a fresh session that replaces an expired one for the same order', async () => {
      const harness = await open();
      try {
        const first = await harness.gateway.createCheckout(REQUEST);
        await harness.expire(first);
        const fresh = await harness.gateway.createCheckout({ ...REQUEST, replacesSessionId: first.sessionId });
        expect(fresh.sessionId).not.toBe(first.sessionId);
        expect(await harness.gateway.openCheckout(fresh.sessionId)).toEqual(fresh);
      } finally {
        await harness.close?.();
      }
    });

    it('refunds part of a paid checkout, and a retried request is the same refund, not a second one', async () => {
      const harness = await open();
      try {
        const checkout = await harness.gateway.createCheckout(REQUEST);
        await harness.pay(checkout);
        const request = {
          orderId: REQUEST.orderId,
          refundId: 'rf_contract_part',
          checkoutSessionId: checkout.sessionId,
          amountPence: 10000,
          reason: 'Song delivered late',
        };
        const first = await harness.gateway.refund(request);
        expect(first.status).toBe('succeeded');
        expect(first.providerRefundId).toEqual(expect.any(String));
        const again = await harness.gateway.refund(request);
        expect(again.providerRefundId).toBe(first.providerRefundId);
        // A provider that hands its event over in the answer hands over the refund's own.
        if (first.event) {
          expect(first.event).toMatchObject({
            type: 'refunded',
            orderId: REQUEST.orderId,
            amountPence: 10000,
            currency: 'GBP',
            refund: { refundId: 'rf_contract_part', providerRefundId: first.providerRefundId },
          });
        }
        // Only 34000 of 44000 is left: one penny more is refused, the rest is not.
        const more = { ...request, refundId: 'rf_contract_rest', amountPence: 34001 };
        await expect(harness.gateway.refund(more)).rejects.toBeInstanceOf(RefundRejectedError);
        expect((await harness.gateway.refund({ ...more, amountPence: 34000 })).status).toBe('succeeded');
        await expect(harness.gateway.refund({ ...more, refundId: 'rf_contract_over', amountPence: 1 })).rejects.toBeInstanceOf(
          RefundRejectedError,
        );
      } finally {
        await harness.close?.();
      }
    });

    it('refuses to refund a checkout that was never paid', async () => {
      const harness = await open();
      try {
        const checkout = await harness.gateway.createCheckout(REQUEST);
        const request = {
          orderId: REQUEST.orderId,
          refundId: 'rf_contract_unpaid',
          checkoutSessionId: checkout.sessionId,
          amountPence: 100,
          reason: 'Never paid',
        };
        await expect(harness.gateway.refund(request)).rejects.toBeInstanceOf(RefundRejectedError);
      } finally {
        await harness.close?.();
      }
    });

    it('reads signed refund events, succeeded and failed, naming our refund and the provider’s', async () => {
      const harness = await open();
      try {
        const refund = { refundId: 'rf_contract_event', providerRefundId: 're_contract_1' };
        const raw = harness.refundEventBody('evt_contract_refund', 'order123', refund, 2500);
        expect(await harness.gateway.parseEvent(raw, harness.signedHeaders(raw))).toEqual({
          id: 'evt_contract_refund',
          type: 'refunded',
          orderId: 'order123',
          amountPence: 2500,
          currency: 'GBP',
          payment: { sessionId: null, paymentId: 'pi_contract' },
          refund,
        });
        const failed = harness.refundEventBody('evt_contract_refund_failed', 'order123', refund, 2500, true);
        expect(await harness.gateway.parseEvent(failed, harness.signedHeaders(failed))).toMatchObject({
          type: 'refund_failed',
          refund,
        });
        await expect(harness.gateway.parseEvent(raw.replace('2500', '25000'), harness.signedHeaders(raw))).rejects.toBeInstanceOf(
          SignatureError,
        );
      } finally {
        await harness.close?.();
      }
    });

    it('tells a paid checkout from an open or closed one, and expires only an open one', async () => {
      const harness = await open();
      try {
        const checkout = await harness.gateway.createCheckout(REQUEST);
        expect(await harness.gateway.checkoutState(checkout.sessionId)).toBe('open');
        await harness.gateway.expireCheckout(checkout.sessionId);
        expect(await harness.gateway.checkoutState(checkout.sessionId)).toBe('closed');
        expect(await harness.gateway.openCheckout(checkout.sessionId)).toBeNull();

        const paid = await harness.gateway.createCheckout({ ...REQUEST, replacesSessionId: checkout.sessionId });
        await harness.pay(paid);
        await harness.gateway.expireCheckout(paid.sessionId);
        expect(await harness.gateway.checkoutState(paid.sessionId)).toBe('paid');
        expect(await harness.gateway.checkoutState('cs_test_never_made')).toBe('closed');
        await harness.gateway.expireCheckout('cs_test_never_made');
      } finally {
        await harness.close?.();
      }
    });

    it('reads a refund made in its own dashboard by the payment it names, with no order or refund id of ours', async () => {
      const harness = await open();
      try {
        const refund = { refundId: null, providerRefundId: 're_contract_dashboard' };
        const raw = harness.refundEventBody('evt_contract_dashboard', null, refund, 1200);
        expect(await harness.gateway.parseEvent(raw, harness.signedHeaders(raw))).toEqual({
          id: 'evt_contract_dashboard',
          type: 'refunded',
          orderId: null,
          amountPence: 1200,
          currency: 'GBP',
          payment: { sessionId: null, paymentId: 'pi_contract' },
          refund,
        });
      } finally {
        await harness.close?.();
      }
    });

    it('reads dispute events, opened, won and lost, naming the dispute and the payment', async () => {
      const harness = await open();
      try {
        for (const [stage, type] of [
          ['opened', 'dispute_opened'],
          ['won', 'dispute_won'],
          ['lost', 'dispute_lost'],
        ] as const) {
          const raw = harness.disputeEventBody(`evt_contract_dispute_${stage}`, 'dp_contract', 44000, stage);
          expect(await harness.gateway.parseEvent(raw, harness.signedHeaders(raw))).toEqual({
            id: `evt_contract_dispute_${stage}`,
            type,
            orderId: null,
            amountPence: 44000,
            currency: 'GBP',
            payment: { sessionId: null, paymentId: 'pi_contract' },
            dispute: { providerDisputeId: 'dp_contract' },
          });
        }
      } finally {
        await harness.close?.();
      }
    });
  });
}
