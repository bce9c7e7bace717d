import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The key the stand-in accepts; any other gets Anthropic's 401. */
export const STAND_IN_API_KEY = 'sk-ant-standin';

/** A Messages API request as the SDK sent it. */
export interface RecordedMessagesRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    max_tokens: number;
    system?: string;
    messages: { role: 'user' | 'assistant'; content: string }[];
    tools?: { name: string }[];
    tool_choice?: { type: string; name?: string };
  };
}

/** What the stand-in's model does with a request: call the tool with this input, fail, or never answer. */
export type StandInReply =
  | { tool: Record<string, unknown> }
  | { text: string }
  | { error: { status: number; type: string; message: string } }
  | { hang: true };

export interface AnthropicStandIn {
  /** For `ASSISTANT_API_BASE`. */
  url: string;
  requests: RecordedMessagesRequest[];
  /** The model's behaviour; a test replaces it. */
  reply: (request: RecordedMessagesRequest) => StandInReply;
  close(): Promise<void>;
}

function anthropicError(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify({ type: 'error', error: { type, message } }));
}

/**
 * A local stand-in for Anthropic's Messages API (`POST /v1/messages`): its authentication, its
 * message and error shapes, a forced tool call answered as `tool_use`. The reply is the test's.
 */
export async function startAnthropicStandIn(
  reply: AnthropicStandIn['reply'] = () => ({ tool: { kind: 'handover' } }),
): Promise<AnthropicStandIn> {
  const hanging = new Set<ServerResponse>();
  const standIn: AnthropicStandIn = { url: '', requests: [], reply, close: async () => {} };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/messages') return anthropicError(res, 404, 'not_found_error', 'Not found');
      // The API takes the key as x-api-key; this SDK sends it as a bearer token.
      const key = req.headers['x-api-key'] ?? req.headers.authorization?.replace(/^Bearer /, '');
      if (key !== STAND_IN_API_KEY) {
        return anthropicError(res, 401, 'authentication_error', 'invalid x-api-key');
      }
      if (!req.headers['anthropic-version'])
        return anthropicError(res, 400, 'invalid_request_error', 'anthropic-version header is required');
      const request: RecordedMessagesRequest = { headers: req.headers, body: JSON.parse(raw) };
      standIn.requests.push(request);
      const outcome = standIn.reply(request);
      if ('hang' in outcome) {
        hanging.add(res);
        return;
      }
      if ('error' in outcome) return anthropicError(res, outcome.error.status, outcome.error.type, outcome.error.message);
      const content =
        'tool' in outcome
          ? [
              {
                type: 'tool_use',
                id: `toolu_${randomBytes(8).toString('hex')}`,
                name: request.body.tool_choice?.name ?? 'reply',
                input: outcome.tool,
              },
            ]
          : [{ type: 'text', text: outcome.text }];
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      res.end(
        JSON.stringify({
          id: `msg_${randomBytes(8).toString('hex')}`,
          type: 'message',
          role: 'assistant',
          model: request.body.model,
          content,
          stop_reason: 'tool' in outcome ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: Math.ceil(raw.length / 4), output_tokens: 40 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.close(() => resolve());
    });
  return standIn;
}

/**
 * A stand-in model that reads what it is given, as the real one is told to: it answers with the
 * entry of the context whose question shares the most words with the visitor's (at least two),
 * quoting that entry's answer, and hands over when none does.
 */
export function contextReadingModel(request: RecordedMessagesRequest): StandInReply {
  const question = request.body.messages.at(-1)?.content.replace(/^\[language: \w+\]\n/, '') ?? '';
  // Words of four letters or more; in Chinese, which has no spaces, pairs of characters.
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .flatMap((w) => (/\p{Script=Han}/u.test(w) ? [...w].slice(1).map((c, i) => `${w[i]}${c}`) : w.length > 3 ? [w] : [])),
    );
  const asked = words(question);
  let best: { id: string; answer: string; shared: number } | null = null;
  for (const match of (request.body.system ?? '').matchAll(/<entry id="([^"]+)">\nQ: (.*)\nA: (.*)\n<\/entry>/g)) {
    const [, id = '', q = '', answer = ''] = match;
    const shared = [...words(q)].filter((w) => asked.has(w)).length;
    if (shared >= 2 && (!best || shared > best.shared)) best = { id, answer, shared };
  }
  return { tool: best ? { kind: 'answer', entryId: best.id, text: best.answer } : { kind: 'handover' } };
}
