import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, MESSAGES, messageKey } from '@storysong/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../ui/upload.ts';
import { ApiError, api, apiFile } from './api.ts';

const validation = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../public/locales', language, 'validation.json'), 'utf8')) as Record<
    string,
    string
  >;

/** The message a failure carries is one of core's, translated in every language. */
function expectTranslatable(error: unknown) {
  expect(error).toBeInstanceOf(ApiError);
  const key = messageKey((error as ApiError).message);
  expect(key, `"${(error as ApiError).message}" is not one of core's MESSAGES`).toBeDefined();
  for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    const text = validation(language)[key ?? ''];
    expect(text, `${language} has no ${key}`).toBeTruthy();
    expect(text, `${language} ${key} is English`).not.toBe(MESSAGES[key as keyof typeof MESSAGES]);
  }
}

/** A browser upload that fails the way a dropped connection or a storage refusal does. */
function fakeXhr(outcome: 'network' | number) {
  return class {
    status = 0;
    responseText = '';
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      if (outcome === 'network') this.onerror?.();
      else {
        this.status = outcome;
        this.responseText = '<Error>AccessDenied</Error>';
        this.onload?.();
      }
    }
  };
}

const ticket = { fileId: 'f1', uploadUrl: 'https://storage.example/f1', method: 'PUT', headers: {} };
const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });

describe('failures the browser meets on its own speak the visitor’s language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the API client offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await api('/config').catch((error: unknown) => error);
    expect((failure as ApiError).code).toBe('network');
    expectTranslatable(failure);
  });

  it('the API client answered without our error body', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    expectTranslatable(await api('/config').catch((error: unknown) => error));
  });

  it.each(['network', 403] as const)('the upload helper (%s)', async (outcome) => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(ticket)));
    vi.stubGlobal('XMLHttpRequest', fakeXhr(outcome));
    expectTranslatable(await uploadFile('profile-pictures', file, () => {}).catch((error: unknown) => error));
  });
});

describe('a file the API builds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('comes with the name the server gives it, and fails in the one error shape', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      expect((init.headers as Record<string, string>).accept).toBe('text/csv');
      return Promise.resolve(
        new Response('\uFEFF"date"\r\n"2026-01-02"', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="commissions-all-2026-01-02.csv"' },
        }),
      );
    });
    expect(await apiFile('/affiliates/me/transactions/export')).toEqual({
      fileName: 'commissions-all-2026-01-02.csv',
      text: '"date"\r\n"2026-01-02"',
    });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ error: { code: 'not_found', message: MESSAGES.affiliateNotFound } }, { status: 404 })),
    );
    await expect(apiFile('/affiliates/me/transactions/export')).rejects.toMatchObject({
      status: 404,
      message: MESSAGES.affiliateNotFound,
    });
  });
});
