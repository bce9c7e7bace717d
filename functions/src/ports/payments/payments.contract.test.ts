import Stripe from 'stripe';
import { expect } from 'vitest';
import { EmbeddedDocumentStore } from '../documents/embedded.ts';
import { EmbeddedPaymentGateway } from './embedded.ts';
import { paymentsContract } from './payments.contract.ts';
import { StripePaymentGateway } from './stripe.ts';

paymentsContract('embedded checkout', async () => {
  const documents = await EmbeddedDocumentStore.open();
  const gateway = new EmbeddedPaymentGateway(documents, 'contract-secret', 'http://localhost:8080');
  return {
    gateway,
    paidEventBody: (id, orderId, amountPence) => JSON.stringify({ id, type: 'paid', orderId, amountPence }),
    signedHeaders: (raw) => gateway.signedHeaders(raw),
    // What the local page's Cancel button runs.
    leaveByCancelLink: async (checkout) => {
      expect(await gateway.leave(checkout.sessionId)).toMatch(/\/payment\/cancel\?/);
    },
    close: () => documents.close(),
  };
});

const WEBHOOK_SECRET = 'whsec_contract';
/** A Stripe test-mode key (sk_test_…) and network let the contract create real Checkout Sessions. */
const testModeKey = process.env.STRIPE_TEST_SECRET_KEY?.startsWith('sk_test_') ? process.env.STRIPE_TEST_SECRET_KEY : null;

paymentsContract(
  `stripe (real SDK${testModeKey ? ', test-mode API' : ' signature verification; no STRIPE_TEST_SECRET_KEY'})`,
  async () => {
    const stripe = new Stripe(testModeKey ?? 'sk_test_contract');
    return {
      gateway: new StripePaymentGateway(stripe, WEBHOOK_SECRET),
      paidEventBody: (id, orderId, amountPence) => JSON.stringify(stripeCompletedEvent(id, orderId, amountPence)),
      signedHeaders: (payload) =>
        new Headers({ 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }),
      // Stripe's cancel link is a plain link to cancel_url: nothing changes at Stripe, which is the point.
      leaveByCancelLink: testModeKey ? async () => {} : null,
    };
  },
);

/** The parts of a `checkout.session.completed` event the adapter reads. */
function stripeCompletedEvent(id: string, orderId: string, amountPence: number) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amountPence,
        client_reference_id: orderId,
        metadata: { orderId },
      },
    },
  };
}
