import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { InitialData } from '@storysong/core';
import { StrictMode, Suspense } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { InitialDataContext } from '../lib/initialData.ts';
import { Announcer } from '../ui/Announcer.tsx';
import { Loading } from '../ui/Loading.tsx';
import { cssVariablesResolver, useLocalisedTheme } from './theme.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

const NO_INITIAL_DATA: InitialData = {};

/**
 * The whole app around a router. The browser (app/start.tsx) and the server renderer (documentRenderer.tsx)
 * render this same tree, so rendered pages hydrate without mismatches.
 */
export function App({ router, initialData = NO_INITIAL_DATA }: { router: AppRouter; initialData?: InitialData }) {
  const theme = useLocalisedTheme();
  return (
    <StrictMode>
      <InitialDataContext value={initialData}>
        <DirectionProvider detectDirection>
          {/* One look, light: the build drops Mantine's dark-scheme rules (vite-mantine-styles.ts). */}
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
            <Suspense fallback={<Loading />}>
              <RouterProvider router={router} />
            </Suspense>
            <Announcer />
          </MantineProvider>
        </DirectionProvider>
      </InitialDataContext>
    </StrictMode>
  );
}
