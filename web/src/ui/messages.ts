import { messageKey } from '@storysong/core';
import type { TFunction } from 'i18next';

/**
 * Shows a message from a zod schema or the API in the visitor's language. Our messages are
 * the spec's English texts (core/messages.ts); their translations live in the `validation` namespace.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = messageKey(message);
  return key ? t(`validation:${key}`, { defaultValue: message }) : message;
}
