import type { PersonalDataSource } from '../../platform/personal-data.ts';
import { affiliatePersonalData } from '../affiliates/exports.ts';
import { conversationsPersonalData } from '../conversations/exports.ts';
import { mailPersonalData } from '../mail/exports.ts';
import { ordersPersonalData } from '../orders/exports.ts';
import { testimonialsPersonalData } from '../testimonials/exports.ts';

/**
 * Every feature's personal data, as the staff Privacy page finds, exports and erases it for an
 * address. A feature that starts holding personal data adds its source here. Testimonials before
 * orders: they are found through the customer's orders, which an erasure empties of the address.
 */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  testimonialsPersonalData,
  ordersPersonalData,
  mailPersonalData,
  conversationsPersonalData,
  affiliatePersonalData,
];
