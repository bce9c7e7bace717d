// The consultation feature's public face: any page may open the consultation dialog; the contact form sends through its API.
export { sendContactForm } from './conversationApi.ts';
export { loadConsultationDialog, openConsultation } from './openConsultation.ts';
