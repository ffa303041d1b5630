import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form body Stripe's SDK sends, decoded: `line_items[0][price_data][currency]` → `inr`. */
  form: Record<string, string>;
}

type Session = Record<string, unknown> & { id: string };

/**
 * A local HTTP server speaking the slice of the Stripe API the Donations module uses
 * (POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id), so the real SDK can be pointed at it.
 */
export class FakeStripe {
  readonly requests: ReceivedRequest[] = [];
  readonly sessions = new Map<string, Session>();
  /** When set, the next API call answers with this status and a Stripe error body. */
  failNext: { status: number; type: string; message: string } | null = null;
  private server: Server | null = null;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const form = Object.fromEntries(new URLSearchParams(body));
        this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
        const [status, json] = this.answer(req.method ?? '', url.pathname, form);
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.requests.length}` });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.sessions.clear();
    this.failNext = null;
    this.counter = 0;
  }

  private answer(method: string, path: string, form: Record<string, string>): [number, unknown] {
    if (this.failNext) {
      const { status, type, message } = this.failNext;
      this.failNext = null;
      return [status, { error: { type, message } }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake${++this.counter}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
      );
      const session: Session = {
        id,
        object: 'checkout.session',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']),
        currency: form['line_items[0][price_data][currency]'],
        client_secret: `${id}_secret_fake`,
        livemode: false,
        metadata,
        mode: form.mode,
        payment_intent: null,
        payment_status: 'unpaid',
        return_url: form.return_url,
        status: 'open',
        ui_mode: form.ui_mode,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1]));
      if (session) return [200, session];
      return [
        404,
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }
}
