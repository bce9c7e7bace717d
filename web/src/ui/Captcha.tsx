import { Checkbox, Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.ts';
import { type PublicConfig, publicConfig } from '../lib/config.ts';
import { IconShieldCheck } from './icons/IconShieldCheck.ts';

export interface CaptchaProps {
  /** Called with a token once solved, and with null when it expires or is reset. */
  onToken(token: string | null): void;
  error?: string;
}

/**
 * The CAPTCHA port's widget: Cloudflare Turnstile in production, a local stand-in offline.
 * Either way the form only ever holds a token, which the server verifies.
 */
export function Captcha({ onToken, error }: CaptchaProps) {
  const [config, setConfig] = useState<PublicConfig['captcha'] | null>(null);
  useEffect(() => {
    publicConfig()
      .then((c) => setConfig(c.captcha))
      .catch(() => setConfig({ provider: 'local', siteKey: 'local' }));
  }, []);
  if (!config) return <Loader size="sm" />;
  return config.provider === 'turnstile' ? (
    <TurnstileWidget siteKey={config.siteKey} onToken={onToken} error={error} />
  ) : (
    <LocalCaptcha onToken={onToken} error={error} />
  );
}

function LocalCaptcha({ onToken, error }: CaptchaProps) {
  const { t } = useTranslation('common');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async (next: boolean) => {
    setFailed(false);
    if (!next) {
      setChecked(false);
      onToken(null);
      return;
    }
    setBusy(true);
    try {
      const { token } = await api<{ token: string }>('/captcha/local', { method: 'POST', auth: false });
      setChecked(true);
      onToken(token);
    } catch {
      setFailed(true);
      onToken(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="sm" maw={320}>
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          label={t('captcha.notRobot', "I'm not a robot")}
          checked={checked}
          disabled={busy}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          error={failed ? t('captcha.failed', 'Verification failed. Please try again.') : error}
        />
        {busy ? (
          <Loader size="xs" role="img" aria-label={t('captcha.verifying', 'Verifying…')} />
        ) : (
          <IconShieldCheck aria-hidden size={24} />
        )}
      </Group>
    </Paper>
  );
}

interface TurnstileApi {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void; 'error-callback'(): void },
  ): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let turnstileLoading: Promise<TurnstileApi> | null = null;

/** Fetches Turnstile's script only when a form that needs it is shown. */
function loadTurnstile(): Promise<TurnstileApi> {
  turnstileLoading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => {
      turnstileLoading = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return turnstileLoading;
}

function TurnstileWidget({ siteKey, onToken, error }: CaptchaProps & { siteKey: string }) {
  const { t } = useTranslation('common');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return (
    <div>
      <div ref={container} />
      {(failed || error) && (
        <Text c="red" size="sm" role="alert">
          {failed ? t('captcha.failed', 'Verification failed. Please try again.') : error}
        </Text>
      )}
    </div>
  );
}
