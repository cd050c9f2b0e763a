// Tiny real HTTP services standing in for identity, journal, ...: each answers JSON describing what it
// received (headers included), can be stopped and started again on the same port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EchoReply {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => boolean | void;

export interface EchoUpstream {
  name: string;
  port: number;
  url: string;
  /** requests received, newest last */
  seen: EchoReply[];
  /** a handler that may answer instead of the echo (return true when it did) */
  override: Handler | null;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** attaches something else to the same server (e.g. socket.io) */
  server(): Server;
}

export async function startEchoUpstream(name: string, port = 0): Promise<EchoUpstream> {
  let server: Server | null = null;
  const upstream: EchoUpstream = {
    name,
    port,
    url: '',
    seen: [],
    override: null,
    server: () => server!,
    async start() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = Buffer.concat(chunks);
          if (upstream.override?.(req, res, body)) return;
          const reply: EchoReply = { service: name, method: req.method!, url: req.url!, headers: req.headers, bodyBytes: body.length };
          upstream.seen.push(reply);
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(reply));
        });
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(upstream.port, '127.0.0.1', () => resolve());
      });
      upstream.port = (server.address() as AddressInfo).port;
      upstream.url = `http://127.0.0.1:${upstream.port}`;
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      await new Promise<void>((resolve) => {
        s.close(() => resolve());
        s.closeAllConnections();
      });
    },
  };
  await upstream.start();
  return upstream;
}
