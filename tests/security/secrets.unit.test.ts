import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Shapes of secrets that must never be committed or shipped to browsers. */
const SECRET_PATTERNS: [string, RegExp][] = [
  ['Stripe secret key', /\b[sr]k_(live|test)_[0-9A-Za-z]{10,}/],
  ['Stripe webhook secret', /\bwhsec_[0-9A-Za-z]{10,}/],
  ['private key', /-----BEGIN (RSA |EC )?PRIVATE KEY-----/],
  ['service account', /"type":\s*"service_account"/],
  ['Turnstile secret', /\b0x4AAAAAAA[0-9A-Za-z_-]{20,}/],
];
const SECRET_ENV_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'TURNSTILE_SECRET', 'URL_SIGNING_KEY', 'SEALING_KEYS'];

const root = resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function findings(paths: string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    const text = readFileSync(path, 'utf8');
    for (const [label, pattern] of SECRET_PATTERNS) if (pattern.test(text)) found.push(`${label} in ${path}`);
  }
  return found;
}

describe('no secrets in the repository or the client bundle', () => {
  it('no tracked file holds a secret', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !f.endsWith('.png') && existsSync(join(root, f)) && f !== 'tests/security/secrets.unit.test.ts');
    expect(findings(tracked.map((f) => join(root, f)))).toEqual([]);
  });

  const dist = process.env.WEB_ROOT ?? join(root, 'web/dist');
  it.skipIf(!existsSync(join(dist, 'app.html')))('the built PWA holds no secret and no server-only setting name', () => {
    const shipped = files(dist).filter((f) => /\.(js|html|json|webmanifest|css)$/.test(f));
    expect(findings(shipped)).toEqual([]);
    const leaked = shipped.filter((f) => SECRET_ENV_NAMES.some((name) => readFileSync(f, 'utf8').includes(name)));
    expect(leaked).toEqual([]);
  });
});
