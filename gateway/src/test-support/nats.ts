// A real NATS for a gateway test file. Under the root vitest config the testkit's global setup provides
// the shared backing services: use its NATS with a namespace of our own (BUS_PREFIX). Run alone (the
// gateway's vitest config has no global setup), start a private nats-server for this file only.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { startPrivateNats } from '@immortal/testkit';

export interface TestNats {
  natsUrl: string;
  /** BUS_PREFIX for this file: isolates subjects from every other test file */
  prefix: string;
  dispose(): Promise<void>;
}

export async function startTestNats(): Promise<TestNats> {
  const prefix = `gw${randomBytes(4).toString('hex')}`;
  let shared: { natsUrl: string } | undefined;
  try {
    shared = inject('backing' as never) as { natsUrl: string } | undefined;
  } catch {
    shared = undefined;
  }
  if (shared?.natsUrl) return { natsUrl: shared.natsUrl, prefix, dispose: async () => undefined };
  const own = await startPrivateNats();
  return { natsUrl: own.url, prefix, dispose: () => own.dispose() };
}
