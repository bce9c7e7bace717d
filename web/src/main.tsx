import '@mantine/core/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { warmUpIntl } from './app/intlWarmup.ts';
import { wait } from './lib/wait.ts';

const container = document.getElementById('root') as HTMLElement;

/**
 * Start-up goes in steps, each a task of its own, so none holds the main thread for long
 * (decisions 009 and 031). Evaluating code is one task per module graph, so the code is evaluated
 * in three: this entry (React and React DOM), then the app's frame (app/App.tsx: Mantine's
 * provider and theme, the router's), then the rest of the start (app/start.tsx: the routes, the
 * shell, i18next), each imported in a task of its own; a module already evaluated is not evaluated
 * again. All three files are on their way together (the page links the other two for preloading,
 * see linkAppStart in vite-prerender.ts), so nothing is fetched later. app/start.tsx then goes on
 * in steps: translations, the router, rendering.
 */
async function main() {
  warmUpIntl();
  await wait(0);
  await import('./app/App.tsx');
  await wait(0);
  const { start } = await import('./app/start.tsx');
  await wait(0);
  start(container, { createRoot, hydrateRoot, startTransition });
}

void main();
