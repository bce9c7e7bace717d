import type { Services } from '../../services.ts';
import { remindAndApproveLyrics } from '../orders/exports.ts';
import { staffNotifiedOfNewOrders } from './records.ts';

/**
 * The lyrics schedule (orders/lyrics-job.ts) with the staff who hear of an automatic approval: those
 * who asked for new-story emails, as they hear of the customer's own answers.
 */
export const remindAndApproveDueLyrics = (services: Services) =>
  remindAndApproveLyrics(services, () => staffNotifiedOfNewOrders(services));
