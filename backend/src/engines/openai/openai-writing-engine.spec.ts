import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from 'src/config/app-config';
import { tweetLength } from 'src/engines/writing/formatters';
import { AiProviderError, createOpenAiClient } from './openai-client';
import { OpenAiWritingEngine } from './openai-writing-engine';

/** A tiny server speaking the chat-completions wire format; each test sets how it answers. */
type Handler = (body: { model: string; messages: { role: string; content: string }[] }, res: ServerResponse) => void;
let handler: Handler;
let requests: { model: string; messages: { role: string; content: string }[] }[];
let server: Server;
let baseUrl: string;
const pending = new Set<ServerResponse>();

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push(body);
      pending.add(res);
      res.on('close', () => pending.delete(res));
      handler(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of pending) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

function engine(env: Record<string, string> = {}) {
  const config = loadConfig({
    AI_BASE_URL: baseUrl,
    AI_API_KEY: 'test',
    AI_TEXT_MODEL: 'test-model',
    AI_MAX_RETRIES: '0',
    ...env,
  });
  return new OpenAiWritingEngine(createOpenAiClient(config), config.AI_TEXT_MODEL);
}

describe('OpenAiWritingEngine over real HTTP', () => {
  it('sends one prompt covering the options and returns the JSON answer with its explanation', async () => {
    handler = (_b, res) =>
      json(res, 200, completion('{"enhancedText":"I have a business.","explanation":"Fixed the verb and a typo."}'));
    const r = await engine().enhance('i has a bussiness', {
      enhancements: ['fix_grammar', 'clarity'],
      tone: 'polite',
      outputLanguage: 'hindi',
    });
    expect(r.text).toBe('I have a business.');
    expect(r.notices).toEqual([{ code: 'ai_explanation', text: 'Fixed the verb and a typo.' }]);
    const system = requests[0].messages[0].content;
    expect(requests[0].model).toBe('test-model');
    expect(system).toMatch(/grammar/);
    expect(system).toMatch(/clearer/);
    expect(system).toMatch(/polite/);
    expect(system).toMatch(/Hindi/);
    expect(requests[0].messages[1]).toEqual({ role: 'user', content: 'i has a bussiness' });
  });

  it('enforces platform limits and no_emoji on whatever the model returns', async () => {
    const long = `${'Great news about writing tools 🚀 and more. '.repeat(30)}`;
    handler = (_b, res) => json(res, 200, completion(JSON.stringify({ enhancedText: long, explanation: '' })));
    const r = await engine().enhance('x', { enhancements: ['no_emoji'], socialMedia: 'single_tweet' });
    expect(r.text).not.toMatch(/🚀/);
    expect(tweetLength(r.text)).toBeLessThanOrEqual(280);
    expect(r.notices.map((n) => n.code)).toContain('truncated_to_limit');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    handler = (_b, res) => json(res, 200, completion('```json\n{"enhancedText":"Hi.","explanation":"ok"}\n```'));
    expect((await engine().enhance('hi', {})).text).toBe('Hi.');
  });

  it('malformed JSON from the model: a clear 502', async () => {
    handler = (_b, res) => json(res, 200, completion('Sure! Here is your text: I have a business.'));
    await expect(engine().enhance('x', {})).rejects.toEqual(
      new AiProviderError(502, 'The AI provider returned an answer that is not valid JSON. Please try again.'),
    );
  });

  it('JSON without enhancedText: a clear 502', async () => {
    handler = (_b, res) => json(res, 200, completion('{"text":"x"}'));
    await expect(engine().enhance('x', {})).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/without the enhanced text/),
    });
  });

  it('429: retried, then a clear rate-limit error', async () => {
    handler = (_b, res) =>
      json(res, 429, { error: { message: 'slow down', type: 'rate_limit' } }, { 'retry-after-ms': '10' });
    await expect(engine({ AI_MAX_RETRIES: '2' }).enhance('x', {})).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/busy/),
    });
    expect(requests).toHaveLength(3);
  });

  it('a 5xx then success: the retry succeeds', async () => {
    let calls = 0;
    handler = (_b, res) =>
      calls++ === 0
        ? json(res, 503, { error: { message: 'overloaded' } }, { 'retry-after-ms': '10' })
        : json(res, 200, completion('{"enhancedText":"Done.","explanation":""}'));
    expect((await engine({ AI_MAX_RETRIES: '1' }).enhance('x', {})).text).toBe('Done.');
  });

  it('no answer within AI_TIMEOUT_MS: a clear 504', async () => {
    handler = () => undefined; // never answers
    await expect(engine({ AI_TIMEOUT_MS: '1000' }).enhance('x', {})).rejects.toMatchObject({
      status: 504,
      message: 'The AI provider did not answer in time. Please try again.',
    });
  });

  it('a wrong key: a message for the site owner', async () => {
    handler = (_b, res) => json(res, 401, { error: { message: 'bad key' } });
    await expect(engine().enhance('x', {})).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/AI_API_KEY/),
    });
  });
});
