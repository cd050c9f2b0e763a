// bench/search: one user with 10,000 entries. Prints the index rebuild time at start and the p50/p95
// latency of GET /api/search over HTTP at a fixed rate below saturation (target p95 < 30 ms), with the
// ratio to the target measured in this run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { startBackingServices } from '../../deploy/local/src/index.js';
import { createApp } from '../../services/journal/src/app.js';
import { Entry } from '../../services/journal/src/modules/entries/entry.model.js';
import { TEST_INTERNAL_TOKEN } from '../../services/testkit/src/http.js';
import { atFixedRate, fmt, prng, summarize } from '../lib/stats.js';

const ENTRIES = 10_000;
const QUERIES = 600;
const RATE = 60; // per second, well below saturation on 2 cores
const TARGET_P95_MS = 30;

// A realistic vocabulary: 3,000 word forms with Zipf-distributed frequencies (s = 1.07, as in English
// prose) mixed with stop words, so a searched word appears in some entries, not in all of them.
const SYLLABLES = 'ka lo mi ne ru sa ti vo ber dan fel gor hin jas kel lum mor nis pal quen ros sel tam ven wil'.split(' ');
const STOP = 'the and i to a of my in it was that with for on me we but so at'.split(' ');
const TYPES = ['thought', 'memory', 'reflection'] as const;

function vocabulary(rand: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const n = 2 + Math.floor(rand() * 2);
    words.add(Array.from({ length: n }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

function zipfSampler(n: number, s: number, rand: () => number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative.push((total += 1 / k ** s));
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function typo(word: string, rand: () => number): string {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  return word.slice(0, i) + word.slice(i + 1);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const backing = await startBackingServices({ dataDir });
  const env = {
    PORT: '0', LOG_LEVEL: process.env.BENCH_LOG ?? 'silent', NODE_ENV: 'test', MONGO_URL: backing.mongoUrl, MONGO_DB: 'bench_journal',
    NATS_URL: backing.natsUrl, BUS_PREFIX: 'bench', INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
  };
  try {
    const rand = prng(42);
    const WORDS = vocabulary(rand, 3000);
    const rank = zipfSampler(WORDS.length, 1.07, rand);
    const docs = Array.from({ length: ENTRIES }, (_, i) => {
      const words = Array.from({ length: 20 + Math.floor(rand() * 80) }, () => (rand() < 0.4 ? STOP[Math.floor(rand() * STOP.length)]! : WORDS[rank()]!));
      return {
        userId: 'bench-user', type: TYPES[i % 3], title: i % 5 === 0 ? words.slice(0, 3).join(' ') : null,
        content: words.join(' '), category: 'personal', wordCount: words.length,
        createdAt: new Date(Date.now() - Math.floor(rand() * 400) * 86_400_000),
      };
    });
    // seed through the service's own model, then measure a cold start (which rebuilds the index)
    const seeder = await createApp(env);
    for (let i = 0; i < docs.length; i += 1000) await Entry.insertMany(docs.slice(i, i + 1000));
    await seeder.close();

    const t0 = performance.now();
    const app = await createApp(env);
    const startMs = performance.now() - t0;
    const rebuild = app.readModel.lastRebuild!; // the start-up's own rebuild
    const server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;

    // people search for words they used: mid-frequency ranks (not 'the', not a word used once)
    const searched = () => WORDS[20 + Math.floor(rand() * 1500)]!;
    const queries = Array.from({ length: QUERIES }, (_, i) => {
      const w = searched();
      if (i % 3 === 0) return typo(w, rand);
      if (i % 3 === 1) return w.slice(0, Math.max(3, w.length - 2));
      return `${w} ${searched()}`;
    });
    const headers = { 'x-internal-token': TEST_INTERNAL_TOKEN, 'x-user-id': 'bench-user', 'x-username': 'bench' };
    let results = 0;
    const search = async (i: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/search?q=${encodeURIComponent(queries[i]!)}`, { headers });
      results += ((await res.json()) as unknown[]).length;
    };
    for (let i = 0; i < 30; i++) await search(i); // warm-up
    const latencies = summarize(await atFixedRate(QUERIES, RATE, search));
    server.close();
    await app.close();

    console.log(`bench/search — ${ENTRIES.toLocaleString('en-US')} entries, one user, ${QUERIES} queries at ${RATE}/s (typos, prefixes, two words)`);
    console.log(`  index rebuild at start: ${fmt(rebuild.ms)} for ${rebuild.entries} entries (whole service start ${fmt(startMs)})`);
    console.log(`  search latency: p50 ${fmt(latencies.p50)}, p95 ${fmt(latencies.p95)}, p99 ${fmt(latencies.p99)}, max ${fmt(latencies.max)}`);
    console.log(`  p95 / target (${TARGET_P95_MS} ms): ${(latencies.p95 / TARGET_P95_MS).toFixed(2)} ${latencies.p95 < TARGET_P95_MS ? '(target met)' : '(target missed)'}`);
    console.log(`  mean results per query: ${(results / (QUERIES + 30)).toFixed(1)}`);
  } finally {
    await backing.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
