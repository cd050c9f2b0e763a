// bench/alignment-lag: how fast a journal write shows up as a new Identity Alignment score.
//   node --import tsx bench/alignment-lag/run.ts          (RATE=50 SECONDS=20 BACKLOG=3000 WARMUP=50 by default)
// Starts its own NATS + FerretDB (deploy/local), and journal and alignment each as its own process with
// its own database, exactly as `make start` runs them, then
//  1. end to end at a fixed rate below alignment's saturation: POST /api/entries over HTTP at RATE/s
//     for SECONDS s (50 users) and, per entry, the time until the alignment.score.recomputed it caused
//     is received from the ALIGNMENT stream (as network-chat's push would) — p50/p99 against the targets
//     (50 ms / 250 ms), split into journal's part (POST -> journal.entry.created on the bus) and
//     alignment's part (journal.entry.created on the bus -> alignment.score.recomputed received);
//  2. alignment alone at the same rate: journal.entry.created published directly (no journal), lag from
//     the publish to the recomputed event received;
//  3. throughput at saturation: a backlog of journal.entry.created, then one fresh alignment instance
//     consumes it as fast as it can — events per second, counted as recomputed events received.
// Bounded in time (exits on its own after at most LIMIT_MS); prints the ratios measured in this run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, request } from 'node:http';
import { connect } from '@nats-io/transport-node';
import { jetstream, DeliverPolicy } from '@nats-io/jetstream';
import { Bus, createLogger, newEvent } from '@immortal/kit';
import type { EventEnvelope } from '@immortal/proto';
import { startBackingServices } from '../../deploy/local/src/index.js';
import { launchApp, type RunningApp } from '../../deploy/local/src/app-process.js';
import { freePort, httpOk, waitFor } from '../../deploy/local/src/wait.js';
import { TEST_INTERNAL_TOKEN } from '../../services/testkit/src/http.js';
import { fmt, prng, summarize } from '../lib/stats.js';

const RATE = Number(process.env.RATE ?? 50); // per second
const SECONDS = Number(process.env.SECONDS ?? 20);
const USERS = 50;
const WARMUP = Number(process.env.WARMUP ?? 50);
const BACKLOG = Number(process.env.BACKLOG ?? 3000);
const BACKLOG_USERS = 200;
const TARGET_P50_MS = 50;
const TARGET_P99_MS = 250;
const LIMIT_MS = 8 * 60_000;
const WAIT_MS = 30_000;
const ROOT = resolve(import.meta.dirname, '../..');

const SENTENCES = [
  'I felt so happy today, we laughed together with friends.',
  'I wonder why the city feels different at night?',
  'Worried about tomorrow, but hopeful and ready.',
  'I miss my grandmother and her garden.',
  'Painting again: creating art makes me feel calm.',
  'That meeting was unfair and I was furious.',
  'What a surprise, an unexpected letter from an old friend!',
  'Sailing on the lake with my family, wonderful wind.',
  'Learning the piano, curious how far I can go.',
  'I trust my team, we built something together.',
];

const limit = setTimeout(() => {
  console.error(`bench/alignment-lag: stopped after ${LIMIT_MS / 1000} s (time limit)`);
  process.exit(2);
}, LIMIT_MS);
limit.unref();

function post(port: number, agent: Agent, user: string, body: unknown): Promise<{ status: number; body: { id: string } }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1', port, path: '/api/entries', method: 'POST', agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'x-internal-token': TEST_INTERNAL_TOKEN, 'x-user-id': user, 'x-username': user },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Records when each key is first seen on a stream (an ordered consumer from now on). */
async function watch(natsUrl: string, stream: string, keyOf: (data: never) => string | null | undefined) {
  const nc = await connect({ servers: natsUrl });
  const consumer = await jetstream(nc).consumers.get(stream, { deliver_policy: DeliverPolicy.New });
  const messages = await consumer.consume();
  const seen = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  void (async () => {
    for await (const m of messages) {
      const key = keyOf(m.json<EventEnvelope<never>>().data);
      if (!key || seen.has(key)) continue;
      seen.set(key, performance.now());
      waiters.get(key)?.();
    }
  })();
  return {
    seen,
    /** resolves with the time the key was seen, or null after WAIT_MS */
    at: (key: string) =>
      seen.has(key)
        ? Promise.resolve(seen.get(key)!)
        : new Promise<number | null>((resolve) => {
            const timer = setTimeout(() => (waiters.delete(key), resolve(null)), WAIT_MS);
            waiters.set(key, () => (clearTimeout(timer), waiters.delete(key), resolve(seen.get(key)!)));
          }),
    async stop() {
      messages.stop();
      await nc.close();
    },
  };
}

/** Runs task(i) for i < count at `perSecond`, starting each on time whatever the previous ones do. */
async function paced(count: number, perSecond: number, task: (i: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    running.push(task(i));
  }
  await Promise.all(running);
}

/** progress on stderr, so stdout stays the result */
const progress = (what: string) => console.error(`bench/alignment-lag: ${what}...`);

const line = (label: string, s: ReturnType<typeof summarize>) =>
  `${label}: p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, p99 ${fmt(s.p99)}, max ${fmt(s.max)}`;
const ratio = (label: string, value: number, target: number) =>
  `${label} / target (${target} ms): ${(value / target).toFixed(2)} ${value < target ? '(target met)' : '(target missed)'}`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-alignment-'));
  const backing = await startBackingServices({ dataDir });
  const logDir = join(dataDir, 'logs');
  /** one service as its own process, like `make start` runs it; resolves once it is ready */
  const start = async (name: 'journal' | 'alignment'): Promise<RunningApp> => {
    const port = await freePort();
    const app = launchApp(
      {
        name, entry: `services/${name}/src/main.ts`, port,
        env: {
          PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', NODE_ENV: 'production',
          MONGO_URL: backing.mongoUrl, MONGO_DB: `bench_${name}`, NATS_URL: backing.natsUrl, BUS_PREFIX: 'bench', INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
        },
      },
      { cwd: ROOT, index: 0, width: 9, logFile: join(logDir, `${name}.log`), restart: false, log: (l) => console.error(l) },
    );
    await waitFor(`${name} /readyz`, () => httpOk(`http://127.0.0.1:${port}/readyz`), { timeoutMs: 60_000, tail: app.tail, gone: () => app.exited() });
    app.started();
    return app;
  };
  const rand = prng(7);
  const text = () => Array.from({ length: 1 + Math.floor(rand() * 3) }, () => SENTENCES[Math.floor(rand() * SENTENCES.length)]!).join(' ');
  const entryEvent = (userId: string, entryId: string) =>
    newEvent('journal.entry.created', userId, {
      entryId, type: 'thought', title: null, content: text(), category: 'personal', sentiment: Math.floor(rand() * 7) - 3,
      trainingWeight: 1, metadata: {}, createdAt: new Date().toISOString(),
    });
  const out: string[] = [];
  try {
    // ---- 1. end to end through journal
    progress('1/3 end to end through journal');
    mkdirSync(logDir, { recursive: true });
    const journal = await start('journal');
    let alignment = await start('alignment');
    const port = journal.port;
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const journalEvents = await watch(backing.natsUrl, 'bench_JOURNAL', (d: { entryId?: string }) => d.entryId);
    const recomputed = await watch(backing.natsUrl, 'bench_ALIGNMENT', (d: { cause?: { sourceId: string | null } | null }) => d.cause?.sourceId);

    const total: number[] = [], answered: number[] = [], journalPart: number[] = [], alignmentPart: number[] = [];
    let lost = 0;
    const write = async (i: number, measure: boolean) => {
      const t0 = performance.now();
      const res = await post(port, agent, `bench-user-${i % USERS}`, { type: i % 3 === 0 ? 'memory' : 'thought', content: text() });
      const tr = performance.now();
      if (res.status !== 201) throw new Error(`POST /api/entries answered ${res.status}`);
      const [tj, ta] = await Promise.all([journalEvents.at(res.body.id), recomputed.at(res.body.id)]);
      if (ta === null || tj === null) return void lost++;
      if (!measure) return;
      total.push(ta - t0);
      answered.push(tr - t0);
      journalPart.push(tj - t0);
      alignmentPart.push(ta - tj);
    };
    for (let i = 0; i < WARMUP; i++) await write(i, false);
    await paced(RATE * SECONDS, RATE, (i) => write(WARMUP + i, true));
    agent.destroy();
    await journal.stop();

    const e2e = summarize(total);
    out.push(`  1. end to end, POST /api/entries at ${RATE}/s for ${SECONDS} s (${total.length} entries, ${USERS} users${lost ? `, ${lost} without an event within ${WAIT_MS / 1000} s` : ''})`);
    out.push(`     ${line('lag', e2e)}`);
    out.push(`     ${ratio('p50', e2e.p50, TARGET_P50_MS)}; ${ratio('p99', e2e.p99, TARGET_P99_MS)}`);
    out.push(`     ${line("journal's part (POST -> journal.entry.created on the bus)", summarize(journalPart))}`);
    out.push(`       ${line('of which the POST until answered (the entry stored)', summarize(answered))}`);
    out.push(`     ${line("alignment's part (journal.entry.created -> recomputed received)", summarize(alignmentPart))}`);

    // ---- 2. alignment alone at the same rate (the same alignment process, journal stopped)
    progress('2/3 alignment alone');
    const bus = await Bus.connect({ url: backing.natsUrl, prefix: 'bench', name: 'bench-publisher', logger: createLogger('bench', 'silent') });
    const alone: number[] = [];
    let aloneLost = 0;
    const direct = async (i: number, measure: boolean) => {
      const entryId = `direct-${i}`;
      const t0 = performance.now();
      await bus.publish(entryEvent(`bench-direct-${i % USERS}`, entryId));
      const ta = await recomputed.at(entryId);
      if (ta === null) return void aloneLost++;
      if (measure) alone.push(ta - t0);
    };
    for (let i = 0; i < WARMUP; i++) await direct(i, false);
    await paced(RATE * SECONDS, RATE, (i) => direct(WARMUP + i, true));
    await alignment.stop();
    const a = summarize(alone);
    out.push(`  2. alignment alone, journal.entry.created published at ${RATE}/s for ${SECONDS} s (${alone.length} events${aloneLost ? `, ${aloneLost} lost` : ''})`);
    out.push(`     ${line('lag', a)}`);
    out.push(`     ${ratio('p50', a.p50, TARGET_P50_MS)}; ${ratio('p99', a.p99, TARGET_P99_MS)}`);

    // ---- 3. throughput at saturation: a backlog, then one fresh instance consumes it
    progress('3/3 saturation');
    for (let i = 0; i < BACKLOG; i++) await bus.publish(entryEvent(`bench-backlog-${i % BACKLOG_USERS}`, `backlog-${i}`));
    await bus.close();
    await journalEvents.stop();
    const t0 = performance.now();
    alignment = await start('alignment');
    const startMs = performance.now() - t0;
    const backlogDone = () => [...recomputed.seen.keys()].filter((k) => k.startsWith('backlog-')).length >= BACKLOG;
    while (!backlogDone() && performance.now() - t0 < LIMIT_MS / 2) await new Promise((r) => setTimeout(r, 20));
    if (!backlogDone()) throw new Error('the backlog was not consumed in time');
    const consumeMs = performance.now() - t0; // from the spawn: consuming begins before /readyz answers
    await recomputed.stop();
    await alignment.stop();
    const perSecond = (BACKLOG / consumeMs) * 1000;
    out.push(`  3. saturation: one alignment instance consumed a backlog of ${BACKLOG} journal.entry.created (${BACKLOG_USERS} users) in ${fmt(consumeMs)} (instance start ${fmt(startMs)})`);
    out.push(`     throughput ${perSecond.toFixed(0)} events/s (${(consumeMs / BACKLOG).toFixed(2)} ms per event); ${RATE}/s above is ${((RATE / perSecond) * 100).toFixed(0)}% of it`);

    console.log(`bench/alignment-lag — journal write -> alignment.score.recomputed received (journal and alignment as processes, FerretDB, NATS on this machine: ${process.env.BENCH_NOTE ?? '2 shared cores'})`);
    for (const l of out) console.log(l);
  } finally {
    await backing.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
