/**
 * `npm run test:crash`: a burst of order writes, `kill -9` of the server mid-burst, then proof
 * that the store opens cleanly and every acknowledged order is present and readable, both
 * directly and through the API of a restarted server.
 */
import { EmbeddedDocumentStore } from '../../functions/src/ports/documents/embedded.ts';
import { benchStack } from '../bench/stack.ts';
import { clientHeaders, orderBody } from './traffic.ts';

const WRITERS = 20;
const stack = await benchStack({ TRUSTED_PROXY_HOPS: '1' });
const acknowledged = new Map<string, string>();
let attempted = 0;
let killed = false;

console.log(`▶ ${WRITERS} concurrent writers creating orders against ${stack.url}…`);
const writers = Array.from({ length: WRITERS }, async () => {
  while (!killed) {
    attempted++;
    try {
      const response = await fetch(`${stack.url}/api/orders`, {
        method: 'POST',
        headers: clientHeaders(),
        body: JSON.stringify(orderBody(attempted)),
      });
      if (response.status === 201) {
        const { orderId, token } = (await response.json()) as { orderId: string; token: string };
        acknowledged.set(orderId, token);
      }
    } catch {
      // Connection refused or reset once the server is gone: not acknowledged, so not owed.
    }
  }
});

await new Promise((resolve) => setTimeout(resolve, 4000));
const atKill = acknowledged.size;
stack.server.kill('SIGKILL');
killed = true;
await Promise.all(writers);
await stack.stop();
console.log(`  killed the server with SIGKILL after ${atKill} acknowledged orders (${attempted} attempted)`);

const opened = performance.now();
const store = await EmbeddedDocumentStore.open(`${stack.dataDir}/documents`);
const openMs = Math.round(performance.now() - opened);
const missing: string[] = [];
for (const id of acknowledged.keys()) if (!(await store.get('orders', id))) missing.push(id);
await store.close();
console.log(`  store reopened cleanly in ${openMs} ms; acknowledged ${acknowledged.size}, missing ${missing.length}`);

const restarted = await benchStack({ TRUSTED_PROXY_HOPS: '1' }, stack.dataDir);
let unreadable = 0;
for (const [orderId, token] of acknowledged) {
  const response = await fetch(`${restarted.url}/api/orders/status`, {
    method: 'POST',
    headers: { ...clientHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ order: orderId, token }),
  });
  if (!response.ok) unreadable++;
}
await restarted.stop();
console.log(`  after restart, orders readable through the API: ${acknowledged.size - unreadable}/${acknowledged.size}`);

const ok = missing.length === 0 && unreadable === 0 && acknowledged.size > 0;
console.log(ok ? 'RESULT: pass' : 'RESULT: FAIL');
process.exit(ok ? 0 : 1);
