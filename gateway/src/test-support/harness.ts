// One gateway in front of eight tiny real services, a real NATS and a fake identity on that bus.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@immortal/kit';
import { createGateway, type Gateway, type GatewayOptions } from '../app.js';
import { SERVICES, SERVICE_URL_VARS, type ServiceName } from '../routes-table.js';
import { startFakeIdentity, type FakeIdentity } from './fake-identity.js';
import { startTestNats, type TestNats } from './nats.js';
import { startEchoUpstream, type EchoUpstream } from './upstream.js';

export const INTERNAL_TOKEN = 'gateway-test-internal-token-0123';

export interface Harness {
  nats: TestNats;
  identity: FakeIdentity;
  upstreams: Record<ServiceName, EchoUpstream>;
  env: Record<string, string>;
  /** starts a gateway listening on 127.0.0.1:<ephemeral>; closed by dispose() */
  gateway(overrides?: Record<string, string>, opts?: GatewayOptions): Promise<RunningGateway>;
  dispose(): Promise<void>;
}

export interface RunningGateway {
  gw: Gateway;
  server: Server;
  base: string;
  port: number;
  stop(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const nats = await startTestNats();
  const identity = await startFakeIdentity(nats.natsUrl, nats.prefix);
  const upstreams = {} as Record<ServiceName, EchoUpstream>;
  for (const s of SERVICES) upstreams[s] = await startEchoUpstream(s);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NATS_URL: nats.natsUrl,
    BUS_PREFIX: nats.prefix,
    INTERNAL_TOKEN,
    ...Object.fromEntries(SERVICES.map((s) => [SERVICE_URL_VARS[s], upstreams[s].url])),
  };
  const running: RunningGateway[] = [];
  return {
    nats,
    identity,
    upstreams,
    env,
    async gateway(overrides = {}, opts = {}) {
      const merged = { ...env, ...overrides };
      const gw = await createGateway(merged, { logger: createLogger('gateway', merged.LOG_LEVEL), ...opts });
      const server = await gw.listen(0, '127.0.0.1');
      const port = (server.address() as AddressInfo).port;
      const r: RunningGateway = {
        gw,
        server,
        port,
        base: `http://127.0.0.1:${port}`,
        async stop() {
          await gw.close();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
        },
      };
      running.push(r);
      return r;
    },
    async dispose() {
      for (const r of running) await r.stop().catch(() => undefined);
      for (const u of Object.values(upstreams)) await u.stop();
      await identity.close();
      await nats.dispose();
    },
  };
}
