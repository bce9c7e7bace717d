import type { Hono } from 'hono';
import type { Principal } from '../ports/identity/port.ts';
import type { Limit } from './rate-limit.ts';
import type { StaffSessionCheck } from './staff-sessions.ts';

/** Per-request values handlers can read with `c.get(...)`. */
export type AppEnv = {
  Variables: {
    principal: Principal | null;
    requestId: string;
    /** The request's staff session, looked up once when a staff route first asks (platform/auth.ts). */
    staffSession: () => Promise<StaffSessionCheck>;
    /** Counts one hit against a limit for a key, throwing 429 past it (the services' rate limiter). */
    rateLimit: (limit: Limit, key: string) => Promise<void>;
  };
};

export type Router = Hono<AppEnv>;
