import { DirectionProvider, MantineProvider } from '@mantine/core';
import { StrictMode, Suspense } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Loading } from '../ui/Loading.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router. The browser (main.tsx) and the build-time prerender
 * (prerender.tsx) render this same tree, so prerendered pages hydrate without mismatches.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <DirectionProvider detectDirection>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Suspense fallback={<Loading />}>
            <RouterProvider router={router} />
          </Suspense>
        </MantineProvider>
      </DirectionProvider>
    </StrictMode>
  );
}
