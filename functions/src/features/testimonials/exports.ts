/** What other features may use of testimonials: a customer's submissions and testimonies, for the staff Privacy page. */
export { testimonialsPersonalData } from './personal-data.ts';
export { TESTIMONIAL_SUBMISSIONS } from './records.ts';
