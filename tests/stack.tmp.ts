import { benchStack } from './bench/stack.ts';
const stack = await benchStack({ WEB_ROOT: '/tmp/web-x', LOG_LEVEL: 'info' });
console.log('URL', stack.url);
for (const p of ['/blog', '/testimonies', '/blog?tab=testimonies', '/.server/render.js']) {
  const t = performance.now();
  const r = await fetch(stack.url + p);
  const html = await r.text();
  console.log(p, r.status, r.headers.get('cache-control'), Math.round(performance.now() - t), 'ms', html.length, html.includes('initial-data'), (/<h2[^>]*>.*?<\/h2>/.exec(html) ?? [''])[0].slice(0, 200));
}
for (let i = 0; i < 5; i++) { const t = performance.now(); await (await fetch(stack.url + '/blog')).text(); console.log('again', Math.round(performance.now() - t), 'ms'); }
await stack.stop();
