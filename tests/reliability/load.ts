/**
 * `npm run test:load`: 60 s at 100 concurrent clients of mixed traffic against the real stack
 * (public reads, referral checks, order creations, paid events) on loopback. Prints p50/p99 per
 * route and over all requests beside the goal (p99 < 100 ms), errors, and whether every acknowledged
 * order is stored exactly once, and whether every affiliate's dashboard totals equal their
 * commission ledger's sums after the paid events booked commissions under load.
 */
import { DEMO_ADMIN } from '../../functions/src/features/admin/seed.ts';
import { DEMO_AFFILIATE } from '../../functions/src/features/affiliates/seed.ts';
import { EmbeddedDocumentStore } from '../../functions/src/ports/documents/embedded.ts';
import { benchStack } from '../bench/stack.ts';
import { ledgerMismatches, ledgerSums, shownTotals } from './ledger-totals.ts';
import { clientHeaders, Latencies, orderBody, timed } from './traffic.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

const stack = await benchStack({ TRUSTED_PROXY_HOPS: '1' });
const base = stack.url;
const latencies = new Latencies();
const acknowledged = new Set<string>();
let paid = 0;
let n = 0;

async function createOrder(withCode: boolean) {
  const response = await timed(latencies, 'POST /api/orders', () =>
    fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify(orderBody(n++, withCode ? 'DEMO2024' : undefined)),
    }),
  );
  if (response?.status !== 201) return null;
  const order = (await response.json()) as { orderId: string; token: string };
  acknowledged.add(order.orderId);
  return order;
}

async function payOrder() {
  const order = await createOrder(true);
  if (!order) return;
  const checkout = await timed(latencies, 'POST /api/checkout', () =>
    fetch(`${base}/api/checkout`, { method: 'POST', headers: clientHeaders(), body: JSON.stringify(order) }),
  );
  if (!checkout?.ok) return;
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  const pay = await timed(
    latencies,
    'POST /api/local-checkout/:id/pay',
    () => fetch(`${invoiceUrl}/pay`, { method: 'POST', redirect: 'manual', headers: clientHeaders() }),
    (status) => status === 303,
  );
  if (pay?.status === 303) paid++;
}

const actions: [number, () => Promise<unknown>][] = [
  [30, () => timed(latencies, 'GET /api/blog/posts', () => fetch(`${base}/api/blog/posts?page=1`, { headers: clientHeaders() }))],
  [
    15,
    () => timed(latencies, 'GET /api/testimonials', () => fetch(`${base}/api/testimonials?page=1`, { headers: clientHeaders() })),
  ],
  [10, () => timed(latencies, 'GET /api/config', () => fetch(`${base}/api/config`))],
  [
    20,
    () =>
      timed(latencies, 'POST /api/referrals/check', () =>
        fetch(`${base}/api/referrals/check`, {
          method: 'POST',
          headers: clientHeaders(),
          body: JSON.stringify({ code: n % 3 ? 'DEMO2024' : 'ZZZZ9999' }),
        }),
      ),
  ],
  [15, () => createOrder(false)],
  [10, payOrder],
];
const totalWeight = actions.reduce((sum, [w]) => sum + w, 0);

function pick(): () => Promise<unknown> {
  let roll = Math.random() * totalWeight;
  for (const [weight, action] of actions) {
    roll -= weight;
    if (roll <= 0) return action;
  }
  return actions[0][1];
}

console.log(`▶ ${SECONDS}s of mixed traffic from ${CLIENTS} concurrent clients against ${base}…`);
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < deadline) await pick()();
  }),
);
// What the dashboards show once the traffic has stopped, read while the server still runs.
const shown = await shownTotals(base, `http://${stack.authEmulatorHost}`, DEMO_ADMIN, [DEMO_AFFILIATE]);
await stack.stop();

const store = await EmbeddedDocumentStore.open(`${stack.dataDir}/documents`);
const stored = await store.query<{ customerEmail: string; paymentStatus: string }>('orders');
const ledgerProblems = ledgerMismatches(shown, await ledgerSums(store));
await store.close();
const storedIds = new Set(stored.map((o) => o.id));
const lost = [...acknowledged].filter((id) => !storedIds.has(id));
// The traffic's own orders: the seed's demo orders (one of them paid and delivered) are not its.
const placed = stored.filter((o) => o.data.customerEmail.startsWith('load-'));
const unexpected = placed.filter((o) => !acknowledged.has(o.id));
const storedPaid = placed.filter((o) => o.data.paymentStatus === 'paid').length;

const P99_GOAL_MS = 100;
const p99 = latencies.overall(0.99);
console.log(`\n${latencies.table()}`);
console.log(
  `\np99 over all requests: ${p99.toFixed(1)} ms at ${CLIENTS} clients (goal < ${P99_GOAL_MS} ms: ${p99 < P99_GOAL_MS ? 'met' : 'NOT met'})`,
);
console.log(`errors: ${latencies.errors} (goal 0)`);
console.log(
  `orders acknowledged: ${acknowledged.size}, stored: ${placed.length}, lost: ${lost.length} (goal 0), unacknowledged extras: ${unexpected.length}`,
);
console.log(`payments completed: ${paid}, orders stored as paid: ${storedPaid}`);
const ownTotals = [...shown.own.values()].map(
  ({ me }) => `${me.email} pending ${me.pendingPence}p, earned ${me.earningsTotalPence}p`,
);
console.log(
  `affiliate totals against their ledgers: ${shown.staff.length} affiliates on the staff list; ${ownTotals.join('; ')}; mismatches: ${ledgerProblems.length} (goal 0)`,
);
for (const problem of ledgerProblems) console.error(`  LEDGER MISMATCH ${problem}`);
const ok =
  latencies.errors === 0 && lost.length === 0 && unexpected.length === 0 && storedPaid === paid && ledgerProblems.length === 0;
console.log(ok ? 'RESULT: pass' : 'RESULT: FAIL');
process.exit(ok ? 0 : 1);
