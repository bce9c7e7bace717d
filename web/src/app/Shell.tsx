import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { ChatWidget } from '../features/consultation/ChatWidget.tsx';
import { ConsultationHost } from '../features/consultation/ConsultationHost.tsx';
import { InstallHost } from '../features/install/exports.ts';
import { useReferralCapture } from '../features/referrals/exports.ts';
import { Loading } from '../ui/Loading.tsx';
import { replayHeldTaps } from './heldTaps.ts';
import { usePwaStore } from './pwa.ts';
import type { RouteHandle } from './routeHandle.ts';
import { Background } from './shell/Background.tsx';
import ConsentBanner from './shell/ConsentBanner.tsx';
import { useHasAcceptedTerms } from './shell/consent.ts';
import { OfflineNotice } from './shell/OfflineNotice.tsx';
import { SkipLink } from './shell/SkipLink.tsx';
import { TopNav } from './shell/TopNav.tsx';
import { useMantineDirection } from './shell/useMantineDirection.ts';

// Below the fold or only shown sometimes: loaded on demand to keep the first-load bundle small.
const Footer = lazy(() => import('./shell/Footer.tsx'));
const UpdateBanner = lazy(() => import('./shell/UpdateBanner.tsx'));

/*
 * The prompts below read their own state, so a change (terms accepted in storage, a new version
 * waiting) re-renders only them. Were the shell to re-render while a prerendered page is still
 * hydrating, React would throw the page's markup away and show the loading fallback.
 */
function ConsentPrompt() {
  const accepted = useHasAcceptedTerms();
  // Loaded with the shell, not on its own: a tap held while the page loaded (public/hold-taps.js) is
  // replayed once the page has hydrated, and must find the banner's buttons hydrated by then.
  return !accepted && <ConsentBanner />;
}

function UpdatePrompt() {
  const applyUpdate = usePwaStore((state) => state.applyUpdate);
  return (
    applyUpdate && (
      <Suspense fallback={null}>
        <UpdateBanner applyUpdate={applyUpdate} />
      </Suspense>
    )
  );
}

/** The install offer waits while the terms or an update hold the foot of the screen. */
function InstallPrompt() {
  const accepted = useHasAcceptedTerms();
  const updateWaiting = usePwaStore((state) => state.applyUpdate !== null);
  return <InstallHost offerAllowed={accepted && !updateWaiting} />;
}

/**
 * Beside the page, in its Suspense boundary: its effect runs once the page itself has hydrated, so
 * a replayed tap reaches the page's handlers (a tap on a part still hydrating would be lost).
 */
function ReplayHeldTaps() {
  useEffect(replayHeldTaps, []);
  return null;
}

/** Height of the fixed navigation; the page content starts below it. */
const NAV_HEIGHT = '4rem';

/** Shared shell: navigation, background and footer around every page unless the route is `bare`. */
export function Shell() {
  const bare = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.bare);
  useMantineDirection();
  useReferralCapture();
  return (
    <div style={{ ['--nav-height' as string]: NAV_HEIGHT, minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {/* First in the tab order: it asks for something before the visit goes on (it is drawn at the bottom). */}
      {!bare && <ConsentPrompt />}
      <SkipLink />
      {!bare && <Background />}
      {!bare && <TopNav />}
      {/* At least a screen tall, so the footer never starts on screen and then moves as content loads. */}
      <main
        id="main"
        tabIndex={-1}
        style={{ flex: 1, minHeight: '100dvh', paddingTop: bare ? undefined : NAV_HEIGHT, outline: 'none' }}
      >
        <OfflineNotice />
        <Suspense fallback={<Loading />}>
          <ReplayHeldTaps />
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
      <UpdatePrompt />
      {!bare && <InstallPrompt />}
      <ScrollRestoration />
    </div>
  );
}
