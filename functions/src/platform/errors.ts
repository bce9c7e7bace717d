import type { ApiErrorBody, ApiErrorCode } from '@storysong/core';
import type { ZodError } from 'zod';

/** The one way handlers fail on purpose; `app.onError` turns it into the error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 423 | 429 | 502,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, 'forbidden', message);
export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Please sign in');

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** First message per field path; the overall message is the first problem, so a form can show it as is. */
export function fromZod(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Invalid input';
  return new HttpError(400, 'validation_failed', first, fields);
}
