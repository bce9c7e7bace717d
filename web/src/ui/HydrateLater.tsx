import { type ReactNode, Suspense } from 'react';

/**
 * Server-rendered content that the app takes over in a pass of its own, after the rest of the page.
 * React hydrates a server-rendered Suspense boundary apart from what is around it, when the
 * browser is free, so the page's first commit (its layout effects, refs and attributes, in one
 * task that cannot be split) covers only what is above it. A tap on it before then makes React
 * hydrate it at once and replays the tap. Nothing inside ever suspends: on a page the app renders
 * itself, it is as if it were not there.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
