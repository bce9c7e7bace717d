import { STAFF_SESSION_HEADER, type StaffSessionIssued } from '@storysong/core';
import { generate } from 'otplib';
import { factorSecret } from '../features/security/exports.ts';
import type { Clock } from '../platform/clock.ts';
import type { Services } from '../services.ts';

type Send = (
  method: string,
  path: string,
  options?: { body?: unknown; token?: string; headers?: Record<string, string> },
) => Promise<Response>;

/** A test's staff member: the authenticator secret they enrolled and the staff session they hold. */
interface StaffMember {
  uid: string;
  secret: string;
  sessionId: string;
  /** The last TOTP step this helper sent a code for: the server refuses a code twice. */
  lastStep: number;
}

const STEP_SECONDS = 30;

async function errorCode(response: Response): Promise<string | undefined> {
  if (response.status !== 401 && response.status !== 403) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * The second factor as a staff member with their authenticator app meets it, for the API
 * tests' harness: enrolment through the routes with the secret the server gave, a staff session
 * opened with a real code, and `factor_required` / `recent_factor_required` answered with a code
 * and the request sent again, as the back office does.
 */
export function staffFactor(send: Send, clock: Clock) {
  const byToken = new Map<string, StaffMember>();
  const byUid = new Map<string, StaffMember>();

  /** The code of the current step, or of the next one (the server accepts a step either side) when this step's was sent already. */
  function nextCode(member: StaffMember): Promise<string> {
    const step = Math.max(Math.floor(clock.now() / 1000 / STEP_SECONDS), member.lastStep + 1);
    member.lastStep = step;
    return generate({ secret: member.secret, epoch: step * STEP_SECONDS });
  }

  async function openSession(token: string, member: StaffMember, path = '/api/admin/factor/session') {
    const response = await expectOk(await send('POST', path, { token, body: { code: await nextCode(member) } }), `POST ${path}`);
    member.sessionId = ((await response.json()) as StaffSessionIssued).sessionId;
  }

  return {
    /** Enrols this staff account (or, enrolled already, signs in with its factor) and opens a staff session for the token. */
    async enrol(token: string, uid: string, services: Services): Promise<void> {
      let member = byUid.get(uid);
      if (!member) {
        const started = await send('POST', '/api/admin/factor/enrolment', { token });
        // Enrolled by other means (the seed's demo staff account): its secret, read as the server reads it.
        const secret =
          started.status === 409
            ? await factorSecret(services, uid)
            : ((await (await expectOk(started, 'enrolment')).json()) as { secret: string }).secret;
        if (!secret) throw new Error(`staff account ${uid} has no second factor`);
        member = { uid, secret, sessionId: '', lastStep: 0 };
        byUid.set(uid, member);
        await openSession(
          token,
          member,
          started.status === 409 ? '/api/admin/factor/session' : '/api/admin/factor/enrolment/confirm',
        );
      }
      byToken.set(token, member);
    },

    async send(...[method, path, options = {}]: Parameters<Send>): Promise<Response> {
      const { token } = options;
      const member = token ? byToken.get(token) : undefined;
      if (!token || !member) return send(method, path, options);
      const withSession = () =>
        send(method, path, { ...options, headers: { [STAFF_SESSION_HEADER]: member.sessionId, ...options.headers } });
      const response = await withSession();
      const code = await errorCode(response);
      if (code === 'factor_required') await openSession(token, member);
      else if (code === 'recent_factor_required') {
        await expectOk(
          await send('POST', '/api/admin/factor/step-up', {
            token,
            headers: { [STAFF_SESSION_HEADER]: member.sessionId },
            body: { code: await nextCode(member) },
          }),
          'step-up',
        );
      } else return response;
      return withSession();
    },
  };
}
