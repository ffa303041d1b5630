import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the fake provider answers one endpoint: normally, after a pause, with an HTTP error status, with text that
 * is not the JSON asked for, with JSON under the wrong keys, or not at all (the connection stays open).
 */
export type FakeBehaviour =
  'ok' | 'hang' | 'malformed' | 'wrong_keys' | { status: number; retryAfterMs?: number } | { delayMs: number };

export interface FakeRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** JSON bodies parsed; multipart bodies as latin1 text. */
  body: unknown;
  raw: string;
}

/** A 1x1 PNG, the smallest backdrop an image model can return. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The project's own OpenAI-compatible test server: /v1/chat/completions, /v1/audio/transcriptions and
 * /v1/images/generations over real HTTP, each with a behaviour a test sets, and a log of every request.
 * Writing prompts are answered with the user's text prefixed by "AI: " (so a test can tell the provider's answer
 * from the local engine's).
 */
export class FakeOpenAi {
  readonly requests: FakeRequest[] = [];
  behaviour: { chat: FakeBehaviour; transcribe: FakeBehaviour; image: FakeBehaviour } = {
    chat: 'ok',
    transcribe: 'ok',
    image: 'ok',
  };
  /** The chat answer's content for a request (default: the writing-engine JSON built from the user's text). */
  chatContent: (body: { messages: { role: string; content: string }[] }) => string = (body) =>
    JSON.stringify({
      enhancedText: `AI: ${body.messages.at(-1)?.content ?? ''}`,
      explanation: 'Rewritten by the model.',
    });
  transcript = 'hello from the model';
  image: Buffer = TINY_PNG;

  private readonly sockets = new Set<Socket>();
  private readonly pending = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOpenAi> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const fake = new FakeOpenAi(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
    server.on('connection', (s: Socket) => {
      fake.sockets.add(s);
      s.on('close', () => fake.sockets.delete(s));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => fake.handle(req, res));
    return fake;
  }

  /** Requests to one endpoint ('chat', 'transcribe', 'image'). */
  calls(endpoint: 'chat' | 'transcribe' | 'image'): FakeRequest[] {
    const path = {
      chat: '/v1/chat/completions',
      transcribe: '/v1/audio/transcriptions',
      image: '/v1/images/generations',
    };
    return this.requests.filter((r) => r.path === path[endpoint]);
  }

  /** Sets every endpoint's behaviour at once. */
  all(behaviour: FakeBehaviour): void {
    this.behaviour = { chat: behaviour, transcribe: behaviour, image: behaviour };
  }

  async close(): Promise<void> {
    for (const res of this.pending) res.destroy();
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('latin1');
      const path = (req.url ?? '').split('?')[0];
      let body: unknown = raw;
      if (String(req.headers['content-type']).startsWith('application/json')) {
        body = JSON.parse(Buffer.concat(parts).toString('utf8'));
      }
      this.requests.push({ path, headers: req.headers, body, raw });
      this.pending.add(res);
      res.on('close', () => this.pending.delete(res));
      const endpoint = path.endsWith('/chat/completions')
        ? 'chat'
        : path.endsWith('/audio/transcriptions')
          ? 'transcribe'
          : path.endsWith('/images/generations')
            ? 'image'
            : undefined;
      if (!endpoint) return json(res, 404, { error: { message: `no route ${path}` } });
      const behaviour = this.behaviour[endpoint];
      if (behaviour === 'hang') return;
      if (typeof behaviour === 'object' && 'status' in behaviour) {
        const headers: Record<string, string> =
          behaviour.retryAfterMs !== undefined ? { 'retry-after-ms': String(behaviour.retryAfterMs) } : {};
        return json(res, behaviour.status, { error: { message: `fake error ${behaviour.status}` } }, headers);
      }
      const answer = () => this.answer(endpoint, behaviour, body, res);
      if (typeof behaviour === 'object' && 'delayMs' in behaviour) setTimeout(answer, behaviour.delayMs);
      else answer();
    });
  }

  private answer(
    endpoint: 'chat' | 'transcribe' | 'image',
    behaviour: FakeBehaviour,
    body: unknown,
    res: ServerResponse,
  ): void {
    if (res.destroyed) return;
    if (endpoint === 'chat') {
      const content =
        behaviour === 'malformed'
          ? 'Sure! Here is your improved text, as you asked.'
          : behaviour === 'wrong_keys'
            ? JSON.stringify({ text: 'x', notes: 'y' })
            : this.chatContent(body as { messages: { role: string; content: string }[] });
      return json(res, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1,
        model: 'fake',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }
    if (endpoint === 'transcribe') {
      if (behaviour === 'malformed') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{');
      return json(res, 200, behaviour === 'wrong_keys' ? { words: [] } : { text: ` ${this.transcript} ` });
    }
    if (behaviour === 'malformed')
      return json(res, 200, { data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] });
    if (behaviour === 'wrong_keys') return json(res, 200, { images: [] });
    return json(res, 200, { created: 1, data: [{ b64_json: this.image.toString('base64') }] });
  }
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A base URL where nothing listens (connection refused). */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}
