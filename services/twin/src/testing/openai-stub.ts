// A small OpenAI-compatible server for tests: POST /v1/chat/completions on 127.0.0.1, port 0. Each test
// decides what it answers (content, status, delay) and reads back the requests it received.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export type StubReply =
  | { content: string; delayMs?: number }
  | { status: number; body: unknown; delayMs?: number };

export interface OpenAIStub {
  baseURL: string;
  requests: RecordedRequest[];
  /** what the next requests get; a function can answer per request */
  reply: StubReply | ((req: RecordedRequest) => StubReply);
  close(): Promise<void>;
}

function completion(content: string, model: string) {
  return {
    id: 'chatcmpl-stub', object: 'chat.completion', created: 1_700_000_000, model,
    choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startOpenAIStub(): Promise<OpenAIStub> {
  const stub = { requests: [] as RecordedRequest[], reply: { content: '{}' } as OpenAIStub['reply'] };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: any = raw;
      try { body = JSON.parse(raw); } catch { /* keep the raw text */ }
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      stub.requests.push(recorded);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const r = typeof stub.reply === 'function' ? stub.reply(recorded) : stub.reply;
      const send = () => {
        if (res.destroyed) return;
        if ('content' in r) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(r.content, body?.model ?? 'stub')));
        else res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
      };
      if (r.delayMs) setTimeout(send, r.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  });
}
