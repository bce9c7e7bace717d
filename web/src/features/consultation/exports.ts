// The consultation feature's public face: any page may open the consultation dialog.
export { openConsultation } from './openConsultation.ts';
