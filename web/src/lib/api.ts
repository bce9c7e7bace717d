import { type ApiErrorBody, type ApiErrorCode, MESSAGES, STAFF_SESSION_HEADER } from '@storysong/core';
import { wait } from './wait.ts';

/**
 * An API failure in the one error shape; `message` is the server's clear message or one of
 * core's MESSAGES, in English: `translateMessage` shows it in the visitor's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Every API path is under this one. */
export const API_BASE = '/api';

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource = async () => null;

/** The auth module registers how to get the signed-in user's ID token; anonymous until then. */
export function setTokenSource(source: TokenSource) {
  tokenSource = source;
}

/**
 * The staff session the second factor opened, sent on every request while held. Kept across
 * reloads: the server ends it 12 hours after the code or 30 minutes after its last use anyway.
 */
const STAFF_SESSION_KEY = 'storysong:staff-session';

export function staffSessionId(): string | null {
  try {
    return globalThis.localStorage?.getItem(STAFF_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setStaffSessionId(id: string | null) {
  try {
    if (id) globalThis.localStorage?.setItem(STAFF_SESSION_KEY, id);
    else globalThis.localStorage?.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Storage refused (private mode): the session lasts this page only, as it may.
  }
}

type FactorPrompt = (reason: 'factor_required' | 'recent_factor_required') => Promise<boolean>;
let factorPrompt: FactorPrompt | null = null;

/** The back office registers how it asks for the second factor when an answer wants it; the request is then sent again. */
export function setFactorPrompt(prompt: FactorPrompt | null) {
  factorPrompt = prompt;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the ID token (default true: harmless when signed out). */
  auth?: boolean;
  /** Ask for the second factor and send again when the answer wants it (default true; false for the factor's own calls). */
  askFactor?: boolean;
  /** Further headers: a secret that must stay out of the address (a conversation's token). */
  headers?: Record<string, string>;
}

/** Sends a request to the API; a network failure or an error answer throws ApiError, anything else is the caller's to read. */
async function send(path: string, options: RequestOptions, accept: string, asked = false): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth !== false) {
    const token = await tokenSource();
    if (token) headers.authorization = `Bearer ${token}`;
    const staffSession = staffSessionId();
    if (staffSession) headers[STAFF_SESSION_HEADER] = staffSession;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', MESSAGES.offline);
  }
  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) as Partial<ApiErrorBody> | null)?.error;
    const factorCode = error?.code === 'factor_required' || error?.code === 'recent_factor_required' ? error.code : null;
    if (factorCode && factorPrompt && options.askFactor !== false && !asked && (await factorPrompt(factorCode))) {
      return send(path, options, accept, true);
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? MESSAGES.genericError,
      error?.fields,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return response;
}

/** The one HTTP client: JSON in, JSON out, errors as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

/** A file the API builds (a CSV export), with the name it gives it; errors come as from `api`. */
export async function apiFile(path: string, accept = 'text/csv'): Promise<{ fileName: string; text: string }> {
  const response = await send(path, {}, accept);
  return { fileName: fileNameOf(response, 'export.csv'), text: await response.text() };
}

/** A binary file the API builds for a request (a data archive), with the name it gives it; errors come as from `api`. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
  accept = 'application/zip',
): Promise<{ fileName: string; blob: Blob }> {
  const response = await send(path, options, accept);
  return { fileName: fileNameOf(response, 'download.zip'), blob: await response.blob() };
}

/** The file name an answer's Content-Disposition gives, or `fallback`. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Retries with exponential back-off (the spec's blog reads: 3 retries from 1 s, capped at 10 s). */
export async function withRetry<T>(
  run: () => Promise<T>,
  { retries, initialDelayMs, maxDelayMs }: { retries: number; initialDelayMs: number; maxDelayMs: number },
): Promise<T> {
  let delay = initialDelayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const permanent = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (permanent || attempt >= retries) throw error;
      await wait(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
