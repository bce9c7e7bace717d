/** What the back office uses of the staff second factor. */
export { endStaffSession, fetchFactorStatus, openStaffSession } from './api.ts';
export { EnrolmentPanel } from './EnrolmentPanel.tsx';
export { FactorCodeForm } from './FactorCodeForm.tsx';
export { FactorPrompt } from './FactorPrompt.tsx';
export { useFactorPrompt } from './store.ts';
