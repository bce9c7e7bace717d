import { z } from 'zod';
import { LANGUAGE_CODES } from '../enums.ts';
import { REVEAL_MESSAGES as R, REVEAL_LIMITS, revealTimeRefusal } from '../reveal.ts';
import { zonedTimeToUtc } from '../zonedTime.ts';
import { orderLinkSchema } from './delivery.ts';
import { email } from './fields.ts';

/** The reveal's fields as the order page's form holds them. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const revealFields = z.object({
  recipientEmail: email(),
  message: z.string().trim().min(1, R.revealMessageRequired).max(REVEAL_LIMITS.messageMaxChars, R.revealMessageMax),
  date: z.string().regex(DATE, R.revealDateRequired),
  time: z.string().regex(TIME, R.revealTimeRequired),
  timeZone: z.string().trim().min(1, R.revealTimeZoneRequired).max(64, R.revealTimeZoneUnknown),
});

type RevealFields = z.infer<typeof revealFields>;

/**
 * The rules that need the clock: the date exists, the zone is known, and the moment it names there
 * is in the future and within a year. Checked by the form on the device's clock and again by the
 * route on the server's, which decides.
 */
const revealMoment =
  (now: () => number) =>
  (value: RevealFields, ctx: z.RefinementCtx): void => {
    // A field already refused has said what is wrong with it.
    if (!DATE.test(value.date) || !TIME.test(value.time) || value.timeZone.trim() === '') return;
    const at = zonedTimeToUtc(`${value.date}T${value.time}`, value.timeZone);
    if (at === null) {
      // Either the zone is unknown or the date is not in the calendar (30 February).
      const zoneKnown = zonedTimeToUtc('2000-01-01T00:00', value.timeZone) !== null;
      ctx.addIssue({
        code: 'custom',
        path: [zoneKnown ? 'date' : 'timeZone'],
        message: zoneKnown ? R.revealDateInvalid : R.revealTimeZoneUnknown,
      });
      return;
    }
    const refusal = revealTimeRefusal(at, now());
    if (refusal) ctx.addIssue({ code: 'custom', path: [refusal === 'revealInPast' ? 'time' : 'date'], message: R[refusal] });
  };

/** The reveal the customer schedules (the recipient, a note, a date and time in the recipient's zone); form and route parse it alike. */
export const revealSchema = (now: () => number) => revealFields.superRefine(revealMoment(now));
export type RevealInput = z.infer<typeof revealFields>;

/** A reveal as the order page sends it: the secret link, the reveal, and the site language its email is written in. */
export const revealRequestSchema = (now: () => number) =>
  orderLinkSchema
    .extend(revealFields.shape)
    .extend({ siteLanguage: z.enum(LANGUAGE_CODES).optional() })
    .superRefine(revealMoment(now));
export type RevealRequest = z.infer<ReturnType<typeof revealRequestSchema>>;
