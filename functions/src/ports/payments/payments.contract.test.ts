import Stripe from 'stripe';
import { EmbeddedDocumentStore } from '../documents/embedded.ts';
import { EmbeddedPaymentGateway, LOCAL_SIGNATURE_HEADER } from './embedded.ts';
import { paymentsContract } from './payments.contract.ts';
import { StripePaymentGateway } from './stripe.ts';

paymentsContract('embedded checkout', async () => {
  const documents = await EmbeddedDocumentStore.open();
  const gateway = new EmbeddedPaymentGateway(documents, 'contract-secret', 'http://localhost:8080');
  return {
    gateway,
    paidEventBody: (id, orderId, amountPence) => JSON.stringify({ id, type: 'paid', orderId, amountPence }),
    signedHeaders: (raw) => new Headers({ [LOCAL_SIGNATURE_HEADER]: gateway.sign(raw) }),
    close: () => documents.close(),
  };
});

const WEBHOOK_SECRET = 'whsec_contract';

paymentsContract('stripe (real SDK signature verification)', async () => {
  const stripe = new Stripe('sk_test_contract');
  return {
    gateway: new StripePaymentGateway(stripe, WEBHOOK_SECRET),
    paidEventBody: (id, orderId, amountPence) => JSON.stringify(stripeCompletedEvent(id, orderId, amountPence)),
    signedHeaders: (payload) =>
      new Headers({ 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }),
  };
});

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
