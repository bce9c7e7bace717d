import Stripe from 'stripe';
import { expect } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPayments } from '../../services.ts';
import { manualClock } from '../../testing/harness.ts';
import {
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  stripeDisputeEvent,
  stripeEvent,
  stripeRefundEvent,
} from '../../testing/stripe-server.ts';
import { EmbeddedDocumentStore } from '../documents/embedded.ts';
import { EmbeddedPaymentGateway, SESSION_LIFETIME_MS } from './embedded.ts';
import { paymentsContract } from './payments.contract.ts';

paymentsContract('embedded checkout', async () => {
  const documents = await EmbeddedDocumentStore.open();
  const clock = manualClock(Date.now());
  const gateway = new EmbeddedPaymentGateway(documents, 'contract-secret', 'http://localhost:8080', clock.now);
  return {
    gateway,
    paidEventBody: (id, orderId, amountPence, currency = 'GBP') =>
      JSON.stringify({ id, type: 'paid', orderId, amountPence, currency }),
    signedHeaders: (raw) => gateway.signedHeaders(raw),
    // What the local page's Cancel button runs.
    leaveByCancelLink: async (checkout) => {
      expect(await gateway.leave(checkout.sessionId)).toMatch(/\/payment\/cancel\?/);
    },
    expire: async () => clock.advance(SESSION_LIFETIME_MS),
    pay: async (checkout) => {
      expect((await gateway.pay(checkout.sessionId))?.event?.type).toBe('paid');
    },
    // The local page's Pay hands its signed event over, read back as the webhook reads it.
    paidEvent: async (checkout) => {
      const event = (await gateway.pay(checkout.sessionId))?.event;
      if (!event) throw new Error('The checkout gave no paid event');
      return event;
    },
    refundEventBody: (id, orderId, refund, amountPence, failed = false) =>
      JSON.stringify({
        id,
        type: failed ? 'refund_failed' : 'refunded',
        orderId,
        amountPence,
        currency: 'GBP',
        payment: { sessionId: null, paymentId: 'pi_contract' },
        refund,
      }),
    disputeEventBody: (id, disputeId, amountPence, stage) =>
      JSON.stringify({
        id,
        type: `dispute_${stage}`,
        orderId: null,
        amountPence,
        currency: 'GBP',
        payment: { sessionId: null, paymentId: 'pi_contract' },
        dispute: { providerDisputeId: disputeId },
      }),
    close: () => documents.close(),
  };
});

const WEBHOOK_SECRET = 'whsec_contract';

/**
 * The production adapter as services.ts builds it from configuration (the Stripe SDK, pointed by
 * STRIPE_API_BASE at a local stand-in for Stripe's Checkout Sessions API), its webhook events
 * signed with the SDK's own test-header generator.
 */
paymentsContract('stripe (real SDK, on a local Stripe API stand-in)', async () => {
  const server = await startStripeStandIn();
  const config = loadConfig({
    PAYMENTS_ADAPTER: 'stripe',
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: server.url,
    URL_SIGNING_KEY: 'contract-signing-key',
  });
  const documents = await EmbeddedDocumentStore.open();
  const gateway = await openPayments(config, documents, manualClock());
  expect(gateway.kind).toBe('stripe');
  const signer = new Stripe(STAND_IN_SECRET_KEY);
  return {
    gateway,
    paidEventBody: (id, orderId, amountPence, currency = 'GBP') =>
      stripeEvent(id, 'checkout.session.completed', {
        id: 'cs_test_paid',
        payment_status: 'paid',
        status: 'complete',
        amount_total: amountPence,
        currency: currency.toLowerCase(),
        client_reference_id: orderId,
        metadata: { orderId },
      }),
    signedHeaders: (payload) =>
      new Headers({ 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }),
    // Stripe's cancel link is a plain link to cancel_url: nothing changes at Stripe, which is the point.
    leaveByCancelLink: async () => {},
    expire: async (checkout) => server.expire(checkout.sessionId),
    pay: async (checkout) => void server.complete(checkout.sessionId),
    paidEvent: async (checkout) => {
      const raw = stripeEvent(
        `evt_paid_${checkout.sessionId}`,
        'checkout.session.completed',
        server.complete(checkout.sessionId),
      );
      const headers = new Headers({
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET }),
      });
      return gateway.parseEvent(raw, headers);
    },
    refundEventBody: (id, orderId, refund, amountPence, failed = false) =>
      stripeRefundEvent(id, failed ? 'refund.failed' : 'refund.created', {
        id: refund.providerRefundId,
        amount: amountPence,
        currency: 'gbp',
        status: failed ? 'failed' : 'succeeded',
        payment_intent: 'pi_contract',
        metadata: { ...(orderId && { orderId }), ...(refund.refundId && { refundId: refund.refundId }) },
      }),
    disputeEventBody: (id, disputeId, amountPence, stage) =>
      stripeDisputeEvent(id, stage === 'opened' ? 'charge.dispute.created' : 'charge.dispute.closed', {
        id: disputeId,
        amount: amountPence,
        currency: 'gbp',
        charge: 'ch_contract',
        payment_intent: 'pi_contract',
        metadata: {},
        status: stage === 'opened' ? 'needs_response' : stage,
      }),
    close: async () => {
      await documents.close();
      await server.close();
    },
  };
});
