import { lazy, Suspense, useState } from 'react';
import { useInstallOfferDue, useInstallStore } from './installStore.ts';

// Shown to few visitors, and never on a first visit's first screen: loaded when first needed.
const InstallOffer = lazy(() => import('./InstallOffer.tsx'));
const IosInstallSteps = lazy(() => import('./IosInstallSteps.tsx'));

interface InstallHostProps {
  /** False while another prompt holds the foot of the screen (the terms, an update). */
  offerAllowed: boolean;
}

/** The install offer when due (installRules' offerDue) and iOS's steps when asked for. */
export function InstallHost({ offerAllowed }: InstallHostProps) {
  const offerDue = useInstallOfferDue();
  const stepsOpen = useInstallStore((state) => state.stepsOpen);
  // Kept once loaded: closing plays its transition and returns focus.
  const [stepsLoaded, setStepsLoaded] = useState(false);
  if (stepsOpen && !stepsLoaded) setStepsLoaded(true);
  return (
    <Suspense fallback={null}>
      {offerAllowed && offerDue && !stepsOpen && <InstallOffer />}
      {stepsLoaded && <IosInstallSteps />}
    </Suspense>
  );
}
