import type { Context } from 'hono';
import type { z } from 'zod';
import { fromZod, HttpError } from './errors.ts';

/** Reads and validates a JSON body with the same zod schema the form uses. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'bad_request', 'Request body is not valid JSON');
  }
  return parse(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.query());
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}
