import { type SiteLanguage, teamAvailability } from '@storysong/core';
import type { AssistantAnswer } from '../../ports/assistant/port.ts';
import type { Services } from '../../services.ts';
import type { MessageRecord } from './records.ts';
import type { NewMessage } from './store.ts';
import { handoverText } from './words.ts';

/**
 * The assistant's reply to a visitor's message, as the message to append: its answer, or the
 * handover that says a person will reply and when. An assistant that fails hands over too: a
 * visitor is never left without a reply, and never given a guess.
 */
export async function assistantReply(
  services: Services,
  language: SiteLanguage,
  question: string,
  earlier: readonly MessageRecord[],
): Promise<NewMessage> {
  let answer: AssistantAnswer;
  try {
    answer = await services.assistant.answer({
      question,
      language,
      history: earlier.map(({ author, text }) => ({ author, text })),
    });
  } catch (error) {
    services.log.error('assistant_failed', { error: error instanceof Error ? error.message : String(error) });
    answer = { kind: 'handover', reason: 'low_confidence' };
  }
  if (answer.kind === 'answer') {
    return { author: 'assistant', text: answer.text, entryId: answer.entryId, link: answer.link };
  }
  return {
    author: 'assistant',
    text: handoverText(language, teamAvailability(new Date(services.clock.now()))),
    handover: answer.reason,
  };
}
