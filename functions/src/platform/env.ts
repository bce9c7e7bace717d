import type { Hono } from 'hono';
import type { Principal } from '../ports/identity/port.ts';
import type { StaffSessionCheck } from './staff-sessions.ts';

/** Per-request values handlers can read with `c.get(...)`. */
export type AppEnv = {
  Variables: {
    principal: Principal | null;
    requestId: string;
    /** The request's staff session, looked up once when a staff route first asks (platform/auth.ts). */
    staffSession: () => Promise<StaffSessionCheck>;
  };
};

export type Router = Hono<AppEnv>;
