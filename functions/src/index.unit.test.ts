import { describe, expect, it } from 'vitest';
import { MAIL_OUTBOX } from './features/mail/exports.ts';
import * as deployed from './index.ts';

type Endpoint = {
  eventTrigger?: { eventType: string; eventFilterPathPatterns?: Record<string, string> };
  scheduleTrigger?: { schedule: string; timeZone?: string };
};
const endpointOf = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

describe('what the Cloud Functions entry deploys', () => {
  it('sends mail from a trigger on each new outbox document, since the api function gets no CPU after answering', () => {
    expect(endpointOf(deployed.mailQueued).eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: `${MAIL_OUTBOX}/{id}` },
    });
  });

  it('runs the mail retries, the blog schedule, the commissions holding period, the uploads clean-up and the refunds retry on schedules', () => {
    expect(endpointOf(deployed.mailRetry).scheduleTrigger?.schedule).toBe('every 5 minutes');
    expect(endpointOf(deployed.blogSchedule).scheduleTrigger?.schedule).toBe('every 1 minutes');
    expect(endpointOf(deployed.commissionsDue).scheduleTrigger?.schedule).toBe('every 1 hours');
    expect(endpointOf(deployed.uploadsCleanup).scheduleTrigger?.schedule).toBe('every 1 hours');
    expect(endpointOf(deployed.refundsRetry).scheduleTrigger?.schedule).toBe('every 1 hours');
    expect(endpointOf(deployed.retention).scheduleTrigger?.schedule).toBe('every 1 hours');
  });

  it('sends the staff their morning email of stories due at 07:00 UK time', () => {
    expect(endpointOf(deployed.productionDigest).scheduleTrigger).toMatchObject({
      schedule: 'every day 07:00',
      timeZone: 'Europe/London',
    });
  });

  it('queues the emails of reveals whose moment has come every minute', () => {
    expect(endpointOf(deployed.revealsDue).scheduleTrigger?.schedule).toBe('every 1 minutes');
  });
});
