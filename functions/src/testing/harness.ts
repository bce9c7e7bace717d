import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Clock } from '../platform/clock.ts';
import { EmbeddedDocumentStore } from '../ports/documents/embedded.ts';
import { recordingQueries } from '../ports/documents/indexes.ts';
import type { Claims } from '../ports/identity/port.ts';
import { createServices, type Services } from '../services.ts';
import type { WebOptions } from '../site/page-routes.ts';
import { openEmulatedFirestore } from './firestore.ts';
import { staffFactor } from './staff-factor.ts';

export const TEST_BASE_URL = 'http://localhost:8080';

/** A clock tests can move. */
export function manualClock(start = Date.parse('2026-01-15T10:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => (now += ms) };
}

export interface TestApi {
  services: Services;
  /** The app itself, for raw requests (e.g. binary uploads to signed URLs). */
  app: ReturnType<typeof createApp>;
  /**
   * A request as the web client sends it. A staff token (from `user` with the admin claim) carries
   * its staff session, and the answers that ask for the second factor (`factor_required`,
   * `recent_factor_required`) are met as the back office meets them: the code from the staff
   * member's authenticator, then the request again. `secondFactor: false` sends it as given.
   */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; secondFactor?: false },
  ): Promise<Response>;
  json<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<{ status: number; body: T }>;
  /**
   * Creates an Auth emulator user with claims and returns a fresh ID token carrying them. With the
   * admin claim the user also enrols an authenticator (through the routes, as a staff member does)
   * and opens a staff session, which `request` then sends with that token.
   */
  user(email: string, claims?: Claims, password?: string): Promise<{ uid: string; token: string }>;
  close(): Promise<void>;
}

/**
 * The documents adapter the suite runs on: the embedded store, or with TEST_DOCUMENTS=firestore
 * (the `api-firestore` Vitest project) the production Firestore adapter on the emulator, so
 * every query the features issue meets Firestore's rules.
 */
export const TEST_DOCUMENTS = process.env.TEST_DOCUMENTS === 'firestore' ? 'firestore' : 'embedded';

const freshDocuments = () => (TEST_DOCUMENTS === 'firestore' ? openEmulatedFirestore() : EmbeddedDocumentStore.open());

/**
 * The real app on a fresh documents store (see TEST_DOCUMENTS), the real Auth emulator, and a
 * temp file dir; `web` points it at built pages to serve, as server.ts does.
 */
export async function createTestApi(
  overrides: Partial<Services> = {},
  env: Record<string, string> = {},
  web: WebOptions = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storysong-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_URL: TEST_BASE_URL,
    LOG_LEVEL: 'silent',
    // Tests write to the store directly and read back at once; ReadCache has its own unit test.
    PUBLIC_READ_CACHE_MS: '0',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    SMTP_HOST: process.env.SMTP_HOST,
    SMTP_PORT: process.env.SMTP_PORT,
    ...env,
  });
  const store = overrides.documents ?? (await freshDocuments());
  // npm test records every query shape, to check firestore.indexes.json covers them.
  const recording = process.env.RECORD_QUERIES_TO;
  const documents = recording ? recordingQueries(store, recording) : store;
  const services = await createServices(config, { ...overrides, documents });
  const app = createApp(services, web);
  const emulator = `http://${config.authEmulatorHost}`;

  const send: TestApi['request'] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    return Promise.resolve(app.request(`${TEST_BASE_URL}${path}`, { method, headers, body }));
  };
  const staff = staffFactor(send, services.clock);
  const request: TestApi['request'] = (method, path, options = {}) =>
    options.secondFactor === false ? send(method, path, options) : staff.send(method, path, options);

  return {
    services,
    app,
    request,
    async json<T>(method: string, path: string, options?: { body?: unknown; token?: string }) {
      const response = await request(method, path, options);
      return { status: response.status, body: (await response.json()) as T };
    },
    async user(email, claims = {}, password = 'password123') {
      const existing = await services.identity.findByEmail(email);
      const user = existing ?? (await services.identity.createUser(email, password, email.split('@')[0] ?? email));
      await services.identity.setClaims(user.uid, claims);
      const token = await signIn(emulator, email, password);
      if (claims.admin) await staff.enrol(token, user.uid, services);
      return { uid: user.uid, token };
    },
    async close() {
      await services.background.idle();
      await services.documents.close();
    },
  };
}

/** Password sign-in against the emulator's Identity Toolkit REST API, as the web SDK does. */
export async function signIn(emulatorUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return body.idToken;
}
