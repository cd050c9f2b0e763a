// The loop every consumer runs: open a message iterator, handle messages one at a time, and reopen it
// after an interruption (bus reconnects, a consumer deleted on the server) until stopped.
//
// Stopping: the client has usually pulled a batch ahead. The iterator still yields that batch before it
// ends, and each of those messages is handed back (`release`, e.g. a nak) instead of handled, so the
// server redelivers them at once to the next consumer rather than after the ack wait.
import type { JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';

export interface Pump {
  stop(): Promise<void>;
}

interface MessageSource extends AsyncIterable<JsMsg> {
  stop(): void;
}

export function pump(opts: {
  open: () => Promise<MessageSource>;
  handle: (msg: JsMsg) => Promise<void>;
  log: Logger;
  /** after an interruption, before reopening (e.g. recreate a deleted consumer) */
  recover?: (err: unknown) => Promise<void>;
  /** a message received after stop() and not handled */
  release?: (msg: JsMsg) => void;
}): Pump {
  let stopped = false;
  let current: MessageSource | null = null;
  const loop = async () => {
    while (!stopped) {
      try {
        current = await opts.open();
        for await (const msg of current) {
          if (stopped) opts.release?.(msg);
          else await opts.handle(msg);
        }
      } catch (err) {
        if (stopped) break;
        opts.log.warn({ err }, 'consumer interrupted, resuming');
        await opts.recover?.(err).catch(() => undefined);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  const running = loop();
  return {
    async stop() {
      stopped = true;
      current?.stop();
      await Promise.race([running, new Promise((r) => setTimeout(r, 2000))]);
    },
  };
}
