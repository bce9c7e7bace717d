import type { Hono } from 'hono';
import type { Principal } from '../ports/identity/port.ts';

/** Per-request values handlers can read with `c.get(...)`. */
export type AppEnv = {
  Variables: {
    principal: Principal | null;
    requestId: string;
  };
};

export type Router = Hono<AppEnv>;
