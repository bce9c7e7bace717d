import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_DOCUMENTS, type TestApi } from '../../testing/harness.ts';

describe('platform', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('reports the adapters in use', async () => {
    const { status, body } = await api.json<{ status: string; adapters: Record<string, string> }>('GET', '/api/health');
    expect(status).toBe(200);
    expect(body.adapters).toEqual({
      identity: 'firebase-auth-emulator',
      documents: TEST_DOCUMENTS,
      files: 'embedded-disk',
      payments: 'embedded-checkout',
      captcha: 'embedded-captcha',
      assistant: 'retrieval',
      authLinks: 'auth-emulator-outbox',
      mail: 'smtp',
    });
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const { status, body } = await api.json('GET', '/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nope' } });
  });

  it('rejects bad JSON with 400 and a clear message', async () => {
    const { status, body } = await api.json('POST', '/api/uploads', { body: '{"bucket":' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'bad_request', message: 'Request body is not valid JSON' } });
  });

  it('rejects oversize bodies with 413, whether their length is declared or they stream', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(600_000) });
    const streamed = await api.request('POST', '/api/uploads', { body });
    const declared = await api.request('POST', '/api/uploads', { body, headers: { 'content-length': String(body.length) } });
    for (const response of [streamed, declared]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: 'Request body is too large' } });
    }
    // A body within the limit goes on to the route, which answers for it.
    const small = JSON.stringify({ bucket: 'voice-notes' });
    const within = await api.request('POST', '/api/uploads', {
      body: small,
      headers: { 'content-length': String(small.length) },
    });
    expect(within.status).toBe(400);
  });

  it('rejects schema failures with 400 and field messages', async () => {
    const { status, body } = await api.json<{ error: { code: string; fields: Record<string, string> } }>('POST', '/api/uploads', {
      body: { bucket: 'voice-notes', contentType: 'text/plain', size: 10, fileName: 'a.txt' },
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.file).toBe('Please upload an MP3, WAV, or M4A file');
  });

  it('sets security headers on every response', async () => {
    const response = await api.request('GET', '/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('verifies ID tokens from the Auth emulator and reads custom claims', async () => {
    const { uid, token } = await api.user('claims@example.com', { admin: true });
    expect(await api.services.identity.verify(token)).toEqual({
      uid,
      email: 'claims@example.com',
      claims: { admin: true, affiliate: false },
    });
    expect(await api.services.identity.verify('not-a-token')).toBeNull();
  });

  it('answers an id Firestore would reject (a slash from a query string or an encoded path) with 404, not 500', async () => {
    for (const [method, path] of [
      ['GET', '/api/blog/posts/a%2Fb'],
      ['GET', '/api/local-checkout/__x__'],
    ] as const) {
      const response = await api.request(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const order = await api.request('POST', '/api/orders/status', { body: { order: '__x__', token: 'x' } });
    expect(order.status).toBe(404);
  });

  it('answers a path that fails to decode with 400, never 500', async () => {
    for (const path of ['/%E0', '/x%ZZ', '/api/blog/posts/%E0%A4%A', '/blog/post/%ZZ']) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(400);
    }
  });
});
