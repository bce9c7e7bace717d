import '@mantine/core/styles.css';
import { renderedPageCode } from './app/prerendered.ts';

/**
 * The app's code is requested once the page has painted, all of it at once: the page's own
 * (listed in the page) beside app/start.tsx's, which Vite's import requests (decision 064).
 * Requested with the page, it would share a phone's first round trips with the stylesheets and
 * the largest image, and its running would hold the first paint.
 */
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
for (const href of renderedPageCode()) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
}
const { start } = await import('./app/start.tsx');
start(document.getElementById('root') as HTMLElement);
