import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { Loading } from '../ui/Loading.tsx';
import type { RouteHandle } from './routes.tsx';

/** Shared shell: navigation, background and footer around every page unless the route is `bare`. */
export function Shell() {
  const bare = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.bare);
  return (
    <>
      {!bare && <header />}
      <main id="main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <footer />}
    </>
  );
}
