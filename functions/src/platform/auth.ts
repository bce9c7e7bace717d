import { STAFF_SESSION_HEADER } from '@storysong/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { Principal } from '../ports/identity/port.ts';
import type { Services } from '../services.ts';
import type { AppEnv } from './env.ts';
import { forbidden, HttpError, unauthenticated } from './errors.ts';
import type { Limit } from './rate-limit.ts';
import { type StaffSessionCheck, StaffSessions } from './staff-sessions.ts';

/**
 * Reads `Authorization: Bearer <Firebase ID token>`; a missing or bad token leaves the request
 * anonymous. The token is verified with revocation checked, so `admin:revoke` bites at once. The
 * staff session (the `x-staff-session` header) is looked up only when a staff route asks.
 */
export function identify(services: Services): MiddlewareHandler<AppEnv> {
  const sessions = new StaffSessions(services.documents, services.clock);
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const principal = token ? await services.identity.verify(token) : null;
    c.set('principal', principal);
    let checked: Promise<StaffSessionCheck> | null = null;
    c.set('staffSession', () => {
      checked ??= sessions.check(c.req.header(STAFF_SESSION_HEADER) ?? '', principal?.uid ?? '');
      return checked;
    });
    c.set('rateLimit', (limit, key) => services.rateLimiter.enforce(limit, key));
    await next();
  };
}

export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw unauthenticated();
  return principal;
}

const SESSION_ENDED: Record<Exclude<StaffSessionCheck, { live: true }>['reason'], string> = {
  missing: 'Enter the code from your authenticator app to open a staff session.',
  expired: 'Your staff session has ended (12 hours). Enter the code from your authenticator app to go on.',
  idle: 'Your staff session ended after 30 minutes without use. Enter the code from your authenticator app to go on.',
};

/**
 * The `admin` claim alone, with no second factor yet: only for the routes that enrol and prove
 * the second factor. Every other staff route uses `requireAdmin`.
 */
export const requireStaffClaim: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!principalOf(c).claims.admin) throw forbidden();
  await next();
};

/** The live staff session of this request, or the error that tells the web to ask for the code. */
export async function staffSessionOf(c: Context<AppEnv>): Promise<Extract<StaffSessionCheck, { live: true }>> {
  if (!principalOf(c).claims.admin) throw forbidden();
  const check = await c.get('staffSession')();
  if (!check.live) throw new HttpError(401, 'factor_required', SESSION_ENDED[check.reason]);
  return check;
}

/**
 * Staff only: the `admin` claim on a non-revoked ID token, and a live staff session opened by the
 * second factor (at most 12 hours old, used in the last 30 minutes), checked on the server for every admin route.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await staffSessionOf(c);
  await next();
};

/**
 * Money, exports, erasure and reveals, per staff member: a day's real work is a few dozen, so a
 * script holding a stolen session is stopped after 60 in ten minutes, not a thousand in one.
 */
export const SENSITIVE_STAFF_ACTIONS: Limit = { name: 'staff-sensitive', max: 60, windowMs: 10 * 60 * 1000 };

/**
 * Step-up, after `requireAdmin` or instead of it: refunds, payouts, programme settings, exports,
 * erasure and revealing a bank detail also need the second factor proved in the last five
 * minutes. The web answers `recent_factor_required` by asking for the code and retrying.
 */
export const requireRecentFactor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { factorRecent, record } = await staffSessionOf(c);
  if (!factorRecent) {
    throw new HttpError(403, 'recent_factor_required', 'Enter the code from your authenticator app again to do this.');
  }
  await c.get('rateLimit')(SENSITIVE_STAFF_ACTIONS, record.uid);
  await next();
};
