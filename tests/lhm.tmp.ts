import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchStack } from './bench/stack.ts';

const stack = await benchStack({ WEB_ROOT: process.env.WEB_ROOT! });
const runs = Number(process.env.RUNS ?? 3);
try {
  for (const path of (process.env.PAGES ?? '/,/products/people,/blog').split(',')) {
    const rows: number[][] = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result: any = await lighthouse(`${stack.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          i--;
          continue;
        }
        const m = lhr.audits.metrics.details.items[0];
        rows.push([
          Math.round(lhr.categories.performance.score * 100),
          m.firstContentfulPaint,
          m.largestContentfulPaint,
          m.totalBlockingTime,
          m.speedIndex,
        ]);
      } finally {
        chrome.kill();
      }
    }
    const med = (k: number) => rows.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
    console.log(
      path.padEnd(18),
      'perf',
      rows.map((r) => r[0]).join('/'),
      'TBT',
      rows.map((r) => Math.round(r[3])).join('/'),
      '| median perf',
      med(0),
      'FCP',
      Math.round(med(1)),
      'LCP',
      Math.round(med(2)),
      'TBT',
      Math.round(med(3)),
      'SI',
      Math.round(med(4)),
    );
  }
} finally {
  await stack.stop();
}
