/**
 * `npm run test:load`: 60 s of mixed traffic against the real stack on loopback (public reads,
 * referral checks, order creations, paid events; see load-run.ts). By default from 100 concurrent
 * clients (closed loop: what the server serves); with `LOAD_MODE=open` at a fixed offered rate,
 * `LOAD_RATE` requests a second (default 200), whatever the answers (open loop: what a visitor
 * waits at that traffic). Prints p50/p99 per route and over all requests beside the goal
 * (p99 < 100 ms), errors, and whether every acknowledged order is stored exactly once and every
 * affiliate's dashboard totals equal their commission ledger's sums after the paid events booked
 * commissions under load. Exits non-zero when a check fails (the latency goal is a figure).
 */
import { EmbeddedDocumentStore } from '../../functions/src/ports/documents/embedded.ts';
import { benchStack } from '../bench/stack.ts';
import { describeMode, type LoadMode, loadReport, runLoad } from './load-run.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const mode: LoadMode =
  process.env.LOAD_MODE === 'open'
    ? { kind: 'open', rate: Number(process.env.LOAD_RATE ?? 200) }
    : { kind: 'closed', clients: Number(process.env.LOAD_CLIENTS ?? 100) };

const stack = await benchStack({ TRUSTED_PROXY_HOPS: '1' });
console.log(`▶ ${SECONDS}s of mixed traffic, ${describeMode(mode)}, against ${stack.url}…`);
const result = await runLoad(stack, {
  mode,
  seconds: SECONDS,
  openStore: (dir) => EmbeddedDocumentStore.open(dir),
  checkLedger: true,
});
console.log(`\n${loadReport(result)}`);
process.exit(result.ok ? 0 : 1);
