// A durable consumer on the real bus: a stop in the middle of a batch hands back what the client had
// pulled ahead, so nothing waits out the ack wait and the next consumer gets every message at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startBackingServices, type TestEnv } from '@immortal/testkit';
import { createLogger } from '../logger.js';
import { Bus } from './bus.js';
import { consume } from './consume.js';
import { newEvent } from './envelope.js';

const DURABLE = 'kit-test-identity';

describe('durable consumer', () => {
  let env: TestEnv;
  let bus: Bus;

  beforeAll(async () => {
    env = await startBackingServices();
    bus = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'consume-test', logger: createLogger('consume-test', 'silent') });
    await bus.ensureStream('IDENTITY');
  });
  afterAll(async () => {
    await bus?.close();
    await env?.release();
  });

  it('when stopped while a batch is pulled ahead, then the batch is handed back and the next consumer handles it at once', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 20; n++) {
      const event = newEvent('identity.user.deleted', `u${n}`, { username: `user${n}`, deletedAt: new Date().toISOString() });
      ids.push(event.id);
      await bus.publish(event);
    }

    const handled: string[] = [];
    let release!: () => void;
    const blocked = new Promise<void>((r) => (release = r));
    const first = await consume(bus, {
      durable: DURABLE,
      stream: 'IDENTITY',
      handlers: {
        'identity.user.deleted': async (e) => {
          handled.push(e.id);
          if (handled.length === 1) await blocked; // stop arrives while the first is being handled
        },
      },
    });
    await eventually(() => expect(handled).toHaveLength(1));
    // the server has sent all 20; this answer comes on the same connection after them, so the client holds
    // them (pulled ahead) while it still handles the first
    const delivered = async () => (await bus.jsm.consumers.info(bus.streamName('IDENTITY'), `${env.namespace}_${DURABLE}`)).delivered.stream_seq;
    await eventually(async () => expect(await delivered()).toBe(20));
    const stopping = first.stop();
    release();
    await stopping;
    expect(handled).toHaveLength(1);

    const second = await consume(bus, {
      durable: DURABLE,
      stream: 'IDENTITY',
      handlers: { 'identity.user.deleted': async (e) => void handled.push(e.id) },
    });
    try {
      // handed back (nak), they come again at once; left alone they would wait out the 30 s ack wait
      await eventually(() => expect([...new Set(handled)].sort()).toEqual([...ids].sort()), 10_000);
    } finally {
      await second.stop();
    }
  });
});
