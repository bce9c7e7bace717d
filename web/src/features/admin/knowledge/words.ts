import { knowledgeMessageKey } from '@storysong/core';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../../ui/messages.ts';

/** An editor's message (core's KNOWLEDGE_MESSAGES, from the form or the API) in the staff member's language. */
export function knowledgeMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = knowledgeMessageKey(message);
  return key ? t(`knowledge:errors.${key}`, { defaultValue: message }) : translateMessage(t, message);
}
