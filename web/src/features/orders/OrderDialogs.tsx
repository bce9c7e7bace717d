import { lazy, Suspense, useState } from 'react';
import { DialogLoading } from '../../ui/DialogLoading.tsx';
import { useOrderStore } from './store.ts';

const loadStoryWizard = () => import('./StoryWizard.tsx');
const loadPaymentDialog = () => import('./PaymentDialog.tsx');
const StoryWizard = lazy(() => loadStoryWizard().then((module) => ({ default: module.StoryWizard })));
const PaymentDialog = lazy(() => loadPaymentDialog().then((module) => ({ default: module.PaymentDialog })));

/** Loads the order dialogs' code ahead of the tap that opens them (see usePrefetch). */
export const loadOrderDialogs = () => Promise.all([loadStoryWizard(), loadPaymentDialog()]);

/**
 * The story wizard and the payment dialog, loaded when a visitor first starts an order: their
 * forms and validation are not needed to read a product page. Once loaded they stay mounted, so
 * closing a dialog still plays its transition.
 */
export function OrderDialogs() {
  const opened = useOrderStore((state) => state.wizardOpen || state.paymentOpen);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <StoryWizard />
      <PaymentDialog />
    </Suspense>
  );
}
