/**
 * `npm run bench:api`: our API against a bare node:http server returning the same bytes from
 * memory, at 50 connections. Prints throughput ratio beside its goal and p99 latency per route.
 * Aim: ours ≥ 60% of bare throughput for /api/health and ≥ 50% for the blog list, p99 < 50 ms, on the embedded store. Each route gets a
 * 2-second warm-up first, so JIT compilation is not measured. Then the deployed function's
 * module import time (a cold start's share), aim ≤ 250 ms.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { functionImportMs } from './import-time.ts';
import { benchStack } from './stack.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Each route and the share of bare node:http's throughput it should reach. */
const ROUTES: [string, number][] = [
  ['/api/health', 60],
  [process.env.BENCH_DATA_ROUTE ?? '/api/blog/posts?page=1', 50],
];
const IMPORT_GOAL_MS = 250;

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function bareServer(body: Buffer, contentType: string) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const stack = await benchStack();
const rows: string[] = [];
try {
  for (const [route, goal] of ROUTES) {
    const sample = await fetch(`${stack.url}${route}`);
    if (!sample.ok) throw new Error(`${route} answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
    console.log(`▶ ${route}: ${DURATION_S}s at ${CONNECTIONS} connections, ours then bare (${body.length} bytes)…`);
    await autocannon({ url: `${stack.url}${route}`, connections: CONNECTIONS, duration: 2 });
    const ours = await load(`${stack.url}${route}`);
    const reference = await load(`${bare.url}${route}`);
    bare.close();
    rows.push(
      [
        route.padEnd(26),
        `${Math.round(ours.rps)}`.padStart(8),
        `${Math.round(reference.rps)}`.padStart(8),
        `${Math.round((ours.rps / reference.rps) * 100)}%`.padStart(7),
        `≥ ${goal}%`.padStart(6),
        `${ours.p99} ms`.padStart(9),
        `${reference.p99} ms`.padStart(9),
        `${ours.errors}`.padStart(7),
      ].join(' '),
    );
  }
} finally {
  await stack.stop();
}
console.log(
  `\n${'route'.padEnd(26)} ${'ours/s'.padStart(8)} ${'bare/s'.padStart(8)} ${'ratio'.padStart(7)} ${'goal'.padStart(6)} ${'p99 ours'.padStart(9)} ${'p99 bare'.padStart(9)} ${'errors'.padStart(7)}`,
);
for (const row of rows) console.log(row);
const imported = functionImportMs();
console.log(
  `\nThe function's module imports in ${imported.median} ms (median; runs ${imported.runs.join(' / ')} ms; goal ≤ ${IMPORT_GOAL_MS} ms).`,
);
if (imported.instance) {
  console.log(
    `Its first request or event then loads the instance's code in ${imported.instance.median} ms (median; runs ${imported.instance.runs.join(' / ')} ms).`,
  );
}
console.log('\nAim: each ratio at its goal, p99 ours < 50 ms at 50 connections.');
