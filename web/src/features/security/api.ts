import type { FactorEnrolment, FactorProof, FactorStatus, StaffSessionIssued } from '@storysong/core';
import { api, setStaffSessionId } from '../../lib/api.ts';

// The second factor's own calls never ask for the code themselves (`askFactor: false`): they are how it is given.

export const fetchFactorStatus = () => api<FactorStatus>('/admin/factor', { askFactor: false });

export const startEnrolment = () => api<FactorEnrolment>('/admin/factor/enrolment', { method: 'POST', askFactor: false });

async function opened(path: string, proof: FactorProof): Promise<StaffSessionIssued> {
  const issued = await api<StaffSessionIssued>(path, { method: 'POST', body: proof, askFactor: false });
  setStaffSessionId(issued.sessionId);
  return issued;
}

/** The first code from the app: enrols it, opens a staff session, and gives the recovery codes (once). */
export const confirmEnrolment = (proof: FactorProof) => opened('/admin/factor/enrolment/confirm', proof);

export const openStaffSession = (proof: FactorProof) => opened('/admin/factor/session', proof);

export const stepUp = (proof: FactorProof) =>
  api<void>('/admin/factor/step-up', { method: 'POST', body: proof, askFactor: false });

/** Ends the staff session on the server too; signing out goes on if the server cannot be reached. */
export async function endStaffSession(): Promise<void> {
  try {
    await api<void>('/admin/factor/session', { method: 'DELETE', askFactor: false });
  } finally {
    setStaffSessionId(null);
  }
}
