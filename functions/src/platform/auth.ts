import type { Context, MiddlewareHandler } from 'hono';
import type { Principal } from '../ports/identity/port.ts';
import type { Services } from '../services.ts';
import type { AppEnv } from './env.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** Reads `Authorization: Bearer <Firebase ID token>`; a missing or bad token leaves the request anonymous. */
export function identify(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    c.set('principal', token ? await services.identity.verify(token) : null);
    await next();
  };
}

export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw unauthenticated();
  return principal;
}

/** Staff only: the `admin` custom claim, checked on the server for every admin route. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!principalOf(c).claims.admin) throw forbidden();
  await next();
};
