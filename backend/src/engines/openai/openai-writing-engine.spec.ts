import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from 'src/config/app-config';
import { tweetLength } from 'src/engines/writing/formatters';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';
import { AiProviderError } from './openai-client';
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
  return new OpenAiWritingEngine(new AiProviders(config).text!);
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

  it('malformed JSON from the model: a bad answer (the fallback engine answers it)', async () => {
    handler = (_b, res) => json(res, 200, completion('Sure! Here is your text: I have a business.'));
    const err = await engine()
      .enhance('x', {})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiProviderError);
    expect(err).toMatchObject({ status: 502, kind: 'bad_answer', reason: expect.stringMatching(/not valid JSON/) });
  });

  it('JSON without enhancedText: a bad answer', async () => {
    handler = (_b, res) => json(res, 200, completion('{"text":"x"}'));
    await expect(engine().enhance('x', {})).rejects.toMatchObject({
      status: 502,
      kind: 'bad_answer',
      reason: expect.stringMatching(/enhancedText/),
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
      kind: 'timeout',
      message: 'The AI service did not answer in time. Please try again.',
    });
  });

  it('the total deadline includes the retries: a hung provider is given up at AI_TEXT_DEADLINE_MS', async () => {
    handler = () => undefined; // never answers
    // each attempt could wait 60 s and be retried twice; the deadline ends the whole call first
    const job = engine({ AI_TIMEOUT_MS: '60000', AI_MAX_RETRIES: '2', AI_TEXT_DEADLINE_MS: '1000' }).enhance('x', {});
    await expect(job).rejects.toMatchObject({ status: 504, kind: 'timeout' });
    expect(requests).toHaveLength(1);
  });

  it('a wrong key: a message for visitors without server settings, the setting named in the reason', async () => {
    handler = (_b, res) => json(res, 401, { error: { message: 'bad key' } });
    const err = (await engine()
      .enhance('x', {})
      .catch((e: unknown) => e)) as AiProviderError;
    expect(err).toMatchObject({ status: 503, kind: 'refused_key' });
    expect(err.message).not.toMatch(/AI_/);
    expect(err.reason).toMatch(/AI_API_KEY/);
  });

  it('after AI_BREAKER_FAILURES failures in a row the provider is skipped until the cool-down ends', async () => {
    handler = (_b, res) => json(res, 500, { error: { message: 'down' } });
    const e = engine({ AI_BREAKER_FAILURES: '2', AI_BREAKER_COOLDOWN_MS: '600000' });
    await expect(e.enhance('x', {})).rejects.toMatchObject({ kind: 'server_error' });
    await expect(e.enhance('x', {})).rejects.toMatchObject({ kind: 'server_error' });
    await expect(e.enhance('x', {})).rejects.toMatchObject({ kind: 'circuit_open', status: 503 });
    expect(requests).toHaveLength(2); // the third call never reached the provider
  });

  it('always asks for grammar fixes, also when only explain, no_emoji or bullets is ticked', async () => {
    handler = (_b, res) => json(res, 200, completion('{"enhancedText":"Hi.","explanation":""}'));
    for (const only of ['explain', 'no_emoji', 'bullets'] as const) {
      await engine().enhance('hi', { enhancements: [only] });
    }
    expect(requests).toHaveLength(3);
    for (const r of requests)
      expect(r.messages[0].content).toMatch(/Fix every grammar, spelling and punctuation error/);
  });
});
