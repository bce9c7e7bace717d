/**
 * `npm run test:payments`: payment events against the real stack. Forged signatures are
 * refused; one event delivered 5 times at once books one paid state and one referral
 * transaction; a late 'failed' does not undo 'paid'. Prints what it saw.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
        await fetch(`${stack.url}/api/orders/status?${new URLSearchParams({ order: order.orderId, token: order.token })}`)
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
} finally {
  await stack.stop();
}

for (const [label, ok, seen] of results) console.log(`${ok ? '✔' : '✖'} ${label.padEnd(42)} ${seen}`);
const ok = results.every(([, pass]) => pass);
console.log(ok ? 'RESULT: pass' : 'RESULT: FAIL');
process.exit(ok ? 0 : 1);
