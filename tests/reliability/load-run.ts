/**
 * The traffic of `test:load` and `bench:compare`, and the checks it must leave true. One mix
 * (public reads, referral checks, order creations, paid events) driven either by a fixed number of
 * clients that each wait for their answer (closed loop: how much the server serves) or at a fixed
 * offered rate whatever the answers (open loop: what a visitor waits at that traffic). Afterwards:
 * every acknowledged order stored exactly once, every paid one stored as paid, and every affiliate's
 * dashboard totals equal to the sums of their commission ledger.
 */
import { DEMO_ADMIN } from '../../functions/src/features/admin/seed.ts';
import { DEMO_AFFILIATE } from '../../functions/src/features/affiliates/seed.ts';
import type { DocumentStore } from '../../functions/src/ports/documents/port.ts';
import { ledgerMismatches, ledgerSums, type ShownTotals, shownTotals } from './ledger-totals.ts';
import { ownCpuMs, treeCpuMs } from './process-cpu.ts';
import { clientHeaders, Latencies, offerAtRate, orderBody, timed } from './traffic.ts';

export type LoadMode = { kind: 'closed'; clients: number } | { kind: 'open'; rate: number };

/** A running stack to load: any tree's, as long as it serves the same API. */
export interface LoadTarget {
  url: string;
  dataDir: string;
  authEmulatorHost: string;
  /** The API server's process, whose CPU per request is reported when given. */
  server?: { pid?: number };
  stop(): Promise<void>;
}

/** Opens a stopped stack's document store: the tree's own adapter, which knows its own files. */
export type OpenStore = (dir: string) => Promise<Pick<DocumentStore, 'query'> & { close(): Promise<void> }>;

export interface LoadResult {
  mode: LoadMode;
  seconds: number;
  latencies: Latencies;
  /** Requests answered (or failed) per second of the traffic's duration. */
  perSecond: number;
  p50: number;
  p99: number;
  /**
   * CPU ms per request during the traffic: the API server's process tree (null when unknown), and
   * this driver's process, MailDev included when the stack was started here. Mail the server sends
   * after the traffic stops is not counted.
   */
  cpuPerRequest: { server: number | null; driver: number };
  /**
   * The work the server was still doing once the traffic stopped (the mail it had queued, sent after
   * the answers by design), until it was quiet: its CPU and how long it took, and the server's CPU
   * per request with it. A build that leaves more behind serves more during the traffic for it.
   */
  workLeft: { cpuMs: number; seconds: number; serverCpuPerRequestInAll: number } | null;
  /** Open loop only: how late the driver sent requests against their schedule (p99, ms); the offered rate held if small. */
  sendLagP99?: number;
  acknowledged: number;
  stored: number;
  lost: number;
  unexpected: number;
  paid: number;
  storedPaid: number;
  /** Null when the tree has no commission ledger to check. */
  ledgerProblems: string[] | null;
  /** What the affiliates' dashboards showed, in words. */
  ledgerShown: string;
  ok: boolean;
}

export const P99_GOAL_MS = 100;

/** One action of the mix: its name, its share of the mix, how many requests it makes, and the requests. */
export interface MixAction {
  name: string;
  weight: number;
  requests: number;
  run: () => Promise<unknown>;
}

/** What the mix's actions leave behind: the orders the server acknowledged, and the payments it completed. */
export interface MixOutcome {
  acknowledged: Set<string>;
  paid: number;
}

/** The mix's actions against `base`: each request is recorded in `latencies`, and what it left in `outcome`. */
export function mixActions(base: string, latencies: Latencies, outcome: MixOutcome): MixAction[] {
  let n = 0;
  // Two checks in three name a live code: counted apart from the orders, so checks alone (bench:compare routes) ask both.
  let checks = 0;

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
    outcome.acknowledged.add(order.orderId);
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
    if (pay?.status === 303) outcome.paid++;
  }

  const get = (route: string, path: string, headers: Record<string, string> = clientHeaders()) =>
    timed(latencies, route, () => fetch(`${base}${path}`, { headers }));
  // Each action's share of the mix and how many requests it makes (a payment is three).
  return [
    { name: 'the blog list', weight: 30, requests: 1, run: () => get('GET /api/blog/posts', '/api/blog/posts?page=1') },
    { name: 'the testimonies', weight: 15, requests: 1, run: () => get('GET /api/testimonials', '/api/testimonials?page=1') },
    { name: 'the site config', weight: 10, requests: 1, run: () => get('GET /api/config', '/api/config', {}) },
    {
      name: 'a referral check',
      weight: 20,
      requests: 1,
      run: () =>
        timed(latencies, 'POST /api/referrals/check', () =>
          fetch(`${base}/api/referrals/check`, {
            method: 'POST',
            headers: clientHeaders(),
            body: JSON.stringify({ code: checks++ % 3 ? 'DEMO2024' : 'ZZZZ9999' }),
          }),
        ),
    },
    { name: 'an order', weight: 15, requests: 1, run: () => createOrder(false) },
    { name: 'an order with a referral code, its checkout and its payment', weight: 10, requests: 3, run: payOrder },
  ];
}

/** Drives the mix at `target` for `seconds`, stops the stack, then checks what it stored. */
export async function runLoad(
  target: LoadTarget,
  options: { mode: LoadMode; seconds: number; openStore: OpenStore; checkLedger: boolean },
): Promise<LoadResult> {
  const base = target.url;
  const latencies = new Latencies();
  const outcome: MixOutcome = { acknowledged: new Set(), paid: 0 };
  const { acknowledged } = outcome;
  const actions = mixActions(base, latencies, outcome);
  const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
  const pick = () => {
    let roll = Math.random() * totalWeight;
    for (const action of actions) {
      roll -= action.weight;
      if (roll <= 0) return action.run;
    }
    return actions[0].run;
  };

  const { mode, seconds } = options;
  let sendLagP99: number | undefined;
  const serverCpuBefore = treeCpuMs(target.server?.pid);
  const driverCpuBefore = ownCpuMs();
  if (mode.kind === 'closed') {
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: mode.clients }, async () => {
        while (performance.now() < deadline) await pick()();
      }),
    );
  } else {
    sendLagP99 = await offerAtRate(mode.rate, seconds, actions, pick);
  }
  const serverCpuAfter = treeCpuMs(target.server?.pid);
  const perRequest = (ms: number) => ms / Math.max(1, latencies.count);
  const cpuPerRequest = {
    server: serverCpuBefore === null || serverCpuAfter === null ? null : perRequest(serverCpuAfter - serverCpuBefore),
    driver: perRequest(ownCpuMs() - driverCpuBefore),
  };
  const left = serverCpuAfter === null ? null : await workLeft(target.server?.pid, serverCpuAfter);
  const serverInAll = cpuPerRequest.server === null || left === null ? null : cpuPerRequest.server + perRequest(left.cpuMs);

  // What the dashboards show once the traffic has stopped, read while the server still runs.
  let shown: ShownTotals | null = null;
  try {
    if (options.checkLedger) shown = await shownTotals(base, `http://${target.authEmulatorHost}`, DEMO_ADMIN, [DEMO_AFFILIATE]);
  } finally {
    await target.stop();
  }

  const store = await options.openStore(`${target.dataDir}/documents`);
  const stored = await store.query<{ customerEmail: string; paymentStatus: string }>('orders');
  const ledgerProblems = shown ? ledgerMismatches(shown, await ledgerSums(store)) : null;
  await store.close();
  const storedIds = new Set(stored.map((o) => o.id));
  const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
  // The traffic's own orders: the seed's demo orders (one of them paid and delivered) are not its.
  const placed = stored.filter((o) => o.data.customerEmail.startsWith('load-'));
  const unexpected = placed.filter((o) => !acknowledged.has(o.id)).length;
  const storedPaid = placed.filter((o) => o.data.paymentStatus === 'paid').length;
  return {
    mode,
    seconds,
    latencies,
    perSecond: latencies.count / seconds,
    p50: latencies.overall(0.5),
    p99: latencies.overall(0.99),
    cpuPerRequest,
    workLeft: left && { ...left, serverCpuPerRequestInAll: serverInAll ?? Number.NaN },
    sendLagP99,
    acknowledged: acknowledged.size,
    stored: placed.length,
    lost,
    unexpected,
    paid: outcome.paid,
    storedPaid,
    ledgerProblems,
    ledgerShown: shown
      ? `${shown.staff.length} affiliates on the staff list; ${[...shown.own.values()].map(({ me }) => `${me.email} pending ${me.pendingPence}p, earned ${me.earningsTotalPence}p`).join('; ')}`
      : '',
    ok:
      latencies.errors === 0 &&
      lost === 0 &&
      unexpected === 0 &&
      storedPaid === outcome.paid &&
      (ledgerProblems ?? []).length === 0,
  };
}

/** Quiet: under 20 ms of CPU (2% of a core) in each of three seconds in a row. */
const QUIET_CPU_MS_PER_S = 20;
const QUIET_SECONDS = 3;
/** Long enough for a minute's traffic to send its mail here (30 s of it took 140–150 s); the wait stops there. */
const LONGEST_WAIT_S = 300;

/** Waits until the server at `pid` is quiet, from `cpuAtStop` (its CPU as the traffic stopped). */
async function workLeft(pid: number | undefined, cpuAtStop: number): Promise<{ cpuMs: number; seconds: number }> {
  const stopped = performance.now();
  let last = cpuAtStop;
  let busyUntil = stopped;
  let quiet = 0;
  while (quiet < QUIET_SECONDS && performance.now() - stopped < LONGEST_WAIT_S * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = treeCpuMs(pid) ?? last;
    if (now - last < QUIET_CPU_MS_PER_S) quiet++;
    else [quiet, busyUntil] = [0, performance.now()];
    last = now;
  }
  return { cpuMs: last - cpuAtStop, seconds: (busyUntil - stopped) / 1000 };
}

/** The mode in words, as the reports name it. */
export function describeMode(mode: LoadMode): string {
  return mode.kind === 'closed' ? `${mode.clients} concurrent clients (closed loop)` : `${mode.rate} req/s offered (open loop)`;
}

/** The full report `test:load` prints: per route, then each check beside its goal. */
export function loadReport(result: LoadResult): string {
  const { latencies, mode } = result;
  const at = mode.kind === 'closed' ? `at ${mode.clients} clients` : `at ${mode.rate} req/s offered`;
  const lines = [
    latencies.table(),
    '',
    `requests: ${latencies.count} in ${result.seconds} s (${result.perSecond.toFixed(0)}/s)`,
    `p50 over all requests: ${result.p50.toFixed(1)} ms; p99: ${result.p99.toFixed(1)} ms ${at} (goal < ${P99_GOAL_MS} ms: ${result.p99 < P99_GOAL_MS ? 'met' : 'NOT met'})`,
    `p99 of the requests sent in each 10 s, in order: ${latencies
      .slices(10, 0.99)
      .map((ms) => `${ms.toFixed(0)} ms`)
      .join(', ')}`,
    // A stall as the traffic starts shows in the first second; how long its queue takes to drain, in those after.
    `p99 of the requests sent in each of the first 5 s: ${latencies
      .slices(1, 0.99)
      .slice(0, 5)
      .map((ms) => `${ms.toFixed(0)} ms`)
      .join(', ')}`,
  ];
  const { server, driver } = result.cpuPerRequest;
  lines.push(
    `CPU per request during the traffic: API server ${server === null ? 'not known' : `${server.toFixed(2)} ms`}, this driver ${driver.toFixed(2)} ms (MailDev included when it runs here)`,
  );
  if (result.workLeft)
    lines.push(
      `after the traffic the server worked ${result.workLeft.seconds.toFixed(0)} s more (its queued mail), ${result.workLeft.cpuMs.toFixed(0)} ms of CPU: ${result.workLeft.serverCpuPerRequestInAll.toFixed(2)} ms per request in all`,
    );
  if (result.sendLagP99 !== undefined)
    lines.push(
      `requests sent late against the schedule, p99: ${result.sendLagP99.toFixed(1)} ms (the driver kept the rate if small)`,
    );
  lines.push(
    `errors: ${latencies.errors} (goal 0)`,
    ...latencies.failureSummary().map((kind) => `  ${kind}`),
    `orders acknowledged: ${result.acknowledged}, stored: ${result.stored}, lost: ${result.lost} (goal 0), unacknowledged extras: ${result.unexpected}`,
    `payments completed: ${result.paid}, orders stored as paid: ${result.storedPaid}`,
    result.ledgerProblems === null
      ? 'affiliate totals against their ledgers: not checked (this build has no commission ledger)'
      : `affiliate totals against their ledgers: ${result.ledgerShown}; mismatches: ${result.ledgerProblems.length} (goal 0)`,
    ...(result.ledgerProblems ?? []).map((problem) => `  LEDGER MISMATCH ${problem}`),
    result.ok ? 'RESULT: pass' : 'RESULT: FAIL',
  );
  return lines.join('\n');
}
