// The consultation feature's public face: any page may open the consultation dialog.
export { loadConsultationDialog, openConsultation } from './openConsultation.ts';
