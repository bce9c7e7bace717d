import '@mantine/core/styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './app/i18n.ts';
import { registerServiceWorker } from './app/pwa.ts';
import { routes } from './app/routes.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { Loading } from './ui/Loading.tsx';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DirectionProvider detectDirection>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={<Loading />}>
          <RouterProvider router={router} />
        </Suspense>
      </MantineProvider>
    </DirectionProvider>
  </StrictMode>,
);

registerServiceWorker();
