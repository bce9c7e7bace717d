/**
 * `npm run test:payments`: payment events against the real stack. Forged signatures are
 * refused; one event delivered 5 times at once books one paid state and one referral
 * transaction; a late 'failed' does not undo 'paid'. Refunds: one refund event delivered 5 times
 * at once refunds once and recalculates the commission once; 5 staff refunds at once never
 * exceed what was paid; a refund after the commission was paid out books a negative amount the
 * next payout deducts. Prints what it saw.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCY } from '../../core/src/index.ts';
import { EmbeddedDocumentStore } from '../../functions/src/ports/documents/embedded.ts';
import { EmbeddedPaymentGateway, LOCAL_SIGNATURE_HEADER } from '../../functions/src/ports/payments/embedded.ts';
import { signIn } from '../../functions/src/testing/harness.ts';
import { benchStack } from '../bench/stack.ts';
import { clientHeaders, orderBody } from './traffic.ts';

const stack = await benchStack({ TRUSTED_PROXY_HOPS: '1' });
const results: [string, boolean, string][] = [];
try {
  const signingKey = readFileSync(join(stack.dataDir, 'signing-key'), 'utf8').trim();
  // Signs the way the stack's own embedded gateway does (same secret derivation as services.ts).
  const gateway = new EmbeddedPaymentGateway(await EmbeddedDocumentStore.open(), `payments:${signingKey}`, stack.url);
  const deliver = (event: object, signature?: string) => {
    const body = JSON.stringify(event);
    return fetch(`${stack.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature ?? gateway.sign(body) },
      body,
    });
  };

  const created = await fetch(`${stack.url}/api/orders`, {
    method: 'POST',
    headers: clientHeaders(),
    body: JSON.stringify(orderBody(1, 'DEMO2024')),
  });
  const order = (await created.json()) as { orderId: string; token: string; amountPounds: number };
  const paid = {
    id: `evt_${randomBytes(6).toString('hex')}`,
    type: 'paid',
    orderId: order.orderId,
    amountPence: order.amountPounds * 100,
    currency: CURRENCY,
  };

  const forged = await Promise.all([
    deliver(paid, 't=1,v1=deadbeef'),
    deliver(paid, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
    deliver({ ...paid, amountPence: 1 }, gateway.sign(JSON.stringify(paid))),
    fetch(`${stack.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(paid),
    }),
  ]);
  results.push(['forged signatures refused', forged.every((r) => r.status === 400), forged.map((r) => r.status).join(',')]);

  const status = async () =>
    (
      (await (
        await fetch(`${stack.url}/api/orders/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order: order.orderId, token: order.token }),
        })
      ).json()) as {
        paymentStatus: string;
      }
    ).paymentStatus;
  results.push(['forged events changed nothing', (await status()) === 'awaiting_payment', await status()]);

  const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
  results.push(['5 concurrent deliveries accepted', deliveries.every((r) => r.ok), deliveries.map((r) => r.status).join(',')]);
  results.push(['order paid', (await status()) === 'paid', await status()]);

  await deliver({ id: `evt_${randomBytes(6).toString('hex')}`, type: 'failed', orderId: order.orderId, amountPence: null });
  results.push(["'failed' after 'paid' does not regress", (await status()) === 'paid', await status()]);

  const token = await signIn(`http://${stack.authEmulatorHost}`, 'affiliate@storysong.local', 'StorysongAffiliate1');
  const transactions = (await (
    await fetch(`${stack.url}/api/affiliates/me/transactions`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { orderId: string; status: string; commissionPence: number }[];
  const booked = transactions.filter((t) => t.orderId === order.orderId);
  results.push([
    'exactly one pending referral transaction',
    booked.length === 1 && booked[0]?.status === 'pending' && booked[0]?.commissionPence === order.amountPounds * 10,
    `${booked.length} booked, ${booked.map((t) => `${t.status} ${t.commissionPence}p`).join(', ')}`,
  ]);

  // Refunds. Staff act through the API as the demo admin; the provider's events come signed.
  const adminToken = await signIn(`http://${stack.authEmulatorHost}`, 'admin@storysong.local', 'StorysongAdmin1');
  const asStaff = (path: string, body?: object) =>
    fetch(`${stack.url}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
  const asAffiliate = async <T>(path: string) =>
    (await (await fetch(`${stack.url}/api/affiliates${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const refundedOf = async (orderId: string) =>
    (await (await asStaff(`/admin/orders/${orderId}`)).json()) as { refundedPence: number; refunds: unknown[] };
  const commissionOf = async (orderId: string) =>
    (await asAffiliate<{ orderId: string; status: string; commissionPence: number }[]>('/me/transactions')).find(
      (t) => t.orderId === orderId,
    );
  const providerRefund = (orderId: string, amountPence: number, providerRefundId: string) => ({
    id: `evt_${randomBytes(6).toString('hex')}`,
    type: 'refunded',
    orderId,
    amountPence,
    currency: CURRENCY,
    refund: { refundId: null, providerRefundId },
  });
  const paidPence = order.amountPounds * 100;

  // A refund made at the provider's dashboard, its event delivered 5 times at once.
  const tenth = Math.round(paidPence / 10);
  const refundEvent = providerRefund(order.orderId, tenth, `re_${randomBytes(6).toString('hex')}`);
  const refundDeliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(refundEvent)));
  const once = await refundedOf(order.orderId);
  results.push([
    'refund event x5 at once: refunded once',
    refundDeliveries.every((r) => r.ok) && once.refundedPence === tenth && once.refunds.length === 1,
    `${refundDeliveries.map((r) => r.status).join(',')}; refunded ${once.refundedPence}p in ${once.refunds.length}`,
  ]);
  const recalculated = await commissionOf(order.orderId);
  const expectedCommission = Math.round((paidPence - tenth) / 10);
  results.push([
    'partial refund recalculates the commission',
    recalculated?.commissionPence === expectedCommission,
    `${recalculated?.commissionPence}p (expected ${expectedCommission}p)`,
  ]);

  // Five staff refunds of 40% each at once, on an order paid through the checkout (a refund goes
  // back to its payment): two fit in what was paid, the others are refused.
  const third = (await (
    await fetch(`${stack.url}/api/orders`, { method: 'POST', headers: clientHeaders(), body: JSON.stringify(orderBody(3)) })
  ).json()) as { orderId: string; token: string; amountPounds: number };
  const checkout = (await (
    await fetch(`${stack.url}/api/checkout`, {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify({ orderId: third.orderId, token: third.token }),
    })
  ).json()) as { invoiceUrl: string };
  await fetch(`${stack.url}${new URL(checkout.invoiceUrl).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  const thirdPaid = third.amountPounds * 100;
  const forty = Math.round(thirdPaid * 0.4);
  const staffRefunds = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      asStaff(`/admin/orders/${third.orderId}/refunds`, {
        amount: (forty / 100).toFixed(2),
        reason: `Concurrent refund ${i + 1}`,
      }),
    ),
  );
  const afterStaff = await refundedOf(third.orderId);
  results.push([
    '5 staff refunds at once never over-refund',
    afterStaff.refundedPence === 2 * forty && staffRefunds.filter((r) => r.ok).length === 2,
    `${staffRefunds.map((r) => r.status).join(',')}; refunded ${afterStaff.refundedPence}p of ${thirdPaid}p`,
  ]);

  // A commission paid out, then its order refunded in full: the next payout deducts it.
  const second = (await (
    await fetch(`${stack.url}/api/orders`, {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify(orderBody(2, 'DEMO2024')),
    })
  ).json()) as { orderId: string; amountPounds: number };
  const secondPaid = second.amountPounds * 100;
  await deliver({
    id: `evt_${randomBytes(6).toString('hex')}`,
    type: 'paid',
    orderId: second.orderId,
    amountPence: secondPaid,
    currency: CURRENCY,
  });
  const approved = await asStaff(`/admin/referral-transactions/${second.orderId}/approve`, {});
  const batch = (await (await asStaff('/admin/payouts', {})).json()) as { id: string };
  const markedPaid = await asStaff(`/admin/payouts/${batch.id}/paid`, {});
  const before = await asAffiliate<{ duePence: number }>('/me/payouts');
  await Promise.all(Array.from({ length: 3 }, () => deliver(providerRefund(second.orderId, secondPaid, 're_after_payout'))));
  const after = await asAffiliate<{ duePence: number }>('/me/payouts');
  const clawback = Math.round(secondPaid / 10);
  results.push([
    'refund after payout: negative amount due',
    approved.ok && markedPaid.ok && after.duePence === before.duePence - clawback,
    `approve ${approved.status}, paid ${markedPaid.status}; due ${before.duePence}p → ${after.duePence}p (clawback ${clawback}p)`,
  ]);
} finally {
  await stack.stop();
}

for (const [label, ok, seen] of results) console.log(`${ok ? '✔' : '✖'} ${label.padEnd(42)} ${seen}`);
const ok = results.every(([, pass]) => pass);
console.log(ok ? 'RESULT: pass' : 'RESULT: FAIL');
process.exit(ok ? 0 : 1);
