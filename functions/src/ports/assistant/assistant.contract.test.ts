import { loadConfig } from '../../config.ts';
import { SEED_KNOWLEDGE } from '../../features/knowledge/seed-entries.ts';
import { silentLogger } from '../../platform/logging.ts';
import { openAssistant } from '../../services.ts';
import { contextReadingModel, STAND_IN_API_KEY, startAnthropicStandIn } from '../../testing/anthropic-server.ts';
import { assistantContract } from './assistant.contract.ts';
import { fixedKnowledge } from './knowledge.ts';
import { RetrievalAssistant } from './retrieval.ts';

assistantContract('retrieval (embedded)', async () => ({
  assistant: new RetrievalAssistant(fixedKnowledge(SEED_KNOWLEDGE)),
  close: async () => {},
}));

assistantContract('anthropic (against a local Messages API stand-in)', async () => {
  const standIn = await startAnthropicStandIn(contextReadingModel);
  const config = loadConfig({ ASSISTANT_API_KEY: STAND_IN_API_KEY, ASSISTANT_API_BASE: standIn.url, LOG_LEVEL: 'silent' });
  // The model must answer these itself: falling back to retrieval would pass them for the wrong reason.
  const noFallback = {
    ...silentLogger,
    warn: (_event: string, fields?: Record<string, unknown>) => {
      throw new Error(`fell back to retrieval: ${String(fields?.reason)}`);
    },
  };
  const assistant = await openAssistant(config, fixedKnowledge(SEED_KNOWLEDGE), noFallback);
  if (assistant.kind !== 'anthropic') throw new Error('A configured key turns the hosted model on');
  return { assistant, close: () => standIn.close() };
});
