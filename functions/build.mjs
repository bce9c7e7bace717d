// Bundles the Cloud Function (with core/) into lib/index.js and copies the PWA's app shell
// (app.html) beside it, so the function can serve crawlers a page's own head tags.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

mkdirSync('lib', { recursive: true });
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  external: ['@storysong/core'],
  plugins: [
    {
      name: 'bundle-core',
      setup(b) {
        b.onResolve({ filter: /^@storysong\/core$/ }, () => ({
          path: new URL('../core/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'info',
});
const template = new URL('../web/dist/app.html', import.meta.url).pathname;
if (existsSync(template)) copyFileSync(template, 'lib/app.html');
