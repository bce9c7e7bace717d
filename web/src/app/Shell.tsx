import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { ChatWidget } from '../features/consultation/ChatWidget.tsx';
import { ConsultationHost } from '../features/consultation/ConsultationHost.tsx';
import { Loading } from '../ui/Loading.tsx';
import { usePwaStore } from './pwa.ts';
import type { RouteHandle } from './routes.tsx';
import { Background } from './shell/Background.tsx';
import { useHasAcceptedTerms } from './shell/consent.ts';
import { OfflineNotice } from './shell/OfflineNotice.tsx';
import { SkipLink } from './shell/SkipLink.tsx';
import { TopNav } from './shell/TopNav.tsx';
import { useMantineDirection } from './shell/useMantineDirection.ts';
import { useOnline } from './shell/useOnline.ts';

// Below the fold or only shown sometimes: loaded on demand to keep the first-load bundle small.
const Footer = lazy(() => import('./shell/Footer.tsx'));
const ConsentBanner = lazy(() => import('./shell/ConsentBanner.tsx'));
const UpdateBanner = lazy(() => import('./shell/UpdateBanner.tsx'));

/** Height of the fixed navigation; the page content starts below it. */
const NAV_HEIGHT = '4rem';

/** Shared shell: navigation, background and footer around every page unless the route is `bare`. */
export function Shell() {
  const bare = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.bare);
  const accepted = useHasAcceptedTerms();
  const online = useOnline();
  const applyUpdate = usePwaStore((state) => state.applyUpdate);
  useMantineDirection();
  return (
    <div style={{ ['--nav-height' as string]: NAV_HEIGHT, minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {!bare && <Background />}
      {!bare && <TopNav />}
      <main id="main" tabIndex={-1} style={{ flex: 1, paddingTop: bare ? undefined : NAV_HEIGHT, outline: 'none' }}>
        {!online && <OfflineNotice />}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {!bare && <ChatWidget />}
      <ConsultationHost />
      {!bare && !accepted && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      {applyUpdate && (
        <Suspense fallback={null}>
          <UpdateBanner applyUpdate={applyUpdate} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
