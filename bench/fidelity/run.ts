// bench/fidelity: how well does a twin know its person? Seeded synthetic personas (latent traits and
// vocabularies) produce entries, dilemma choices and word answers; each twin is trained on the first 70%
// of its persona's timeline and predicts the held-out 30%. Accuracy is printed beside chance, a population
// majority baseline, an oracle that knows the latent traits, and the persona's own test-retest consistency
// (the persona answering the held-out items again with fresh noise). Normalised accuracy = accuracy /
// consistency. Targets: choice accuracy >= 2x chance; normalised accuracy >= 0.85.
//   node --import tsx bench/fidelity/run.ts [--write-docs]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTwin, type TwinCorpusInput } from '@immortal/twin';
import { themeWords } from '../../services/twin/src/theme-lexicon.js';
import { prng } from '../lib/stats.js';
import { choose, live, makePersona, oracleChoice, oracleWord, sayWord, scenarioBank, type Persona, type Scenario, type Timeline } from './personas.js';
import { WORD_POOLS } from './vocab.js';

const DEFAULT_SEED = 20_250_601;
const SEEDS = [1, 2, 3, 4, 5];
const NOISE_SWEEP = [0.5, 1, 2, 3];
const PERSONAS = 20;
const BANK = 120;
const COUNTS = { entries: 60, choices: 50, words: 100 };
const TRAIN_SHARE = 0.7;
const TARGET_CHANCE_MULTIPLE = 2;
const TARGET_NORMALISED = 0.85;

type Variant = 'full' | 'behaviour only' | 'text only';
const VARIANTS: Variant[] = ['full', 'behaviour only', 'text only'];

interface Tally {
  n: number;
  correct: Record<Variant, number>;
  chance: number;
  majority: number;
  /** the full twin predicting each held-out item with the earlier held-out answers as session history */
  online: number;
  /** no model: smoothed trait-count ratio (choices) / own most frequent earlier answer (words) */
  simple: number;
  oracle: number;
  retest: number;
  perPersona: Array<{ correct: number; retest: number; n: number }>;
}

const tally = (): Tally => ({ n: 0, correct: { full: 0, 'behaviour only': 0, 'text only': 0 }, chance: 0, majority: 0, online: 0, simple: 0, oracle: 0, retest: 0, perPersona: [] });

function split<T>(items: T[]): { train: T[]; test: T[] } {
  const k = Math.round(items.length * TRAIN_SHARE);
  return { train: items.slice(0, k), test: items.slice(k) };
}

function corpusOf(p: Persona, t: { entries: Timeline['entries']; choices: Timeline['choices']; words: Timeline['words'] }): TwinCorpusInput {
  return {
    userId: p.id,
    profile: { username: p.id },
    entries: t.entries,
    choices: t.choices.map(({ scenario, choiceId, createdAt }) => {
      const chosen = scenario.choices.find((c) => c.id === choiceId)!;
      return { scenarioId: scenario.id, category: scenario.category, choiceId, choiceText: chosen.text, traits: chosen.traits, options: scenario.choices, createdAt };
    }),
    words: t.words,
  };
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (p: number, n: number) => `±${(100 * 1.96 * Math.sqrt((p * (1 - p)) / n)).toFixed(1)}`;

function quantiles(values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const q = (f: number) => s[Math.min(s.length - 1, Math.floor(f * s.length))]!;
  return `min ${q(0).toFixed(2)}, median ${q(0.5).toFixed(2)}, max ${q(0.999).toFixed(2)}`;
}

function table(title: string, t: Tally, chanceTarget: boolean): string[] {
  const acc = t.correct.full / t.n;
  const chance = t.chance / t.n;
  const consistency = t.retest / t.n;
  const normalised = acc / consistency;
  const lines = [
    `${title} — ${t.n} held-out items from ${PERSONAS} personas`,
    '',
    '| measure | value |',
    '|---|---|',
    `| twin accuracy | ${pct(acc)} (95% CI ${ci(acc, t.n)}) |`,
    `| twin, online (earlier held-out ${chanceTarget ? 'choices passed as session history' : 'answers passed as earlier rounds'}) | ${pct(t.online / t.n)} |`,
    `| twin, behaviour only (no entries) | ${pct(t.correct['behaviour only'] / t.n)} |`,
    `| twin, text only (no earlier ${chanceTarget ? 'choices' : 'answers'}) | ${pct(t.correct['text only'] / t.n)} |`,
    `| chance | ${pct(chance)} |`,
    `| majority baseline (what most other personas answered) | ${pct(t.majority / t.n)} |`,
    `| ${chanceTarget ? 'smoothed trait-count ratio, no fitted model' : 'own most frequent earlier answer for the category'} | ${pct(t.simple / t.n)} |`,
    `| oracle (knows the latent ${chanceTarget ? 'traits' : 'vocabulary'}) | ${pct(t.oracle / t.n)} |`,
    `| persona test-retest consistency | ${pct(consistency)} |`,
    `| normalised accuracy (accuracy / consistency) | ${normalised.toFixed(2)} |`,
    `| per-persona normalised accuracy | ${quantiles(t.perPersona.map((p) => p.correct / p.retest))} |`,
    `| accuracy / chance | ${(acc / chance).toFixed(2)}× |`,
  ];
  const checks = [`normalised ≥ ${TARGET_NORMALISED}: ${normalised >= TARGET_NORMALISED ? 'met' : 'MISSED'}`];
  if (chanceTarget) checks.unshift(`accuracy ≥ ${TARGET_CHANCE_MULTIPLE}× chance: ${acc >= TARGET_CHANCE_MULTIPLE * chance ? 'met' : 'MISSED'}`);
  lines.push('', `Targets: ${checks.join('; ')}.`);
  return lines;
}

interface Evaluation {
  choices: Tally;
  words: Tally;
  seconds: number;
}

/** Smoothed chosen/expected ratio per trait, summed over an option's traits: the "no model" baseline. */
function countRatioPrediction(train: Timeline['choices'], scenario: Scenario): string {
  const chosen = new Map<string, number>();
  const expected = new Map<string, number>();
  for (const c of train) {
    for (const o of c.scenario.choices) for (const t of o.traits) expected.set(t, (expected.get(t) ?? 0) + 1 / c.scenario.choices.length);
    for (const t of c.scenario.choices.find((o) => o.id === c.choiceId)!.traits) chosen.set(t, (chosen.get(t) ?? 0) + 1);
  }
  const score = (o: Scenario['choices'][number]) => o.traits.reduce((a, t) => a + Math.log(((chosen.get(t) ?? 0) + 1) / ((expected.get(t) ?? 0) + 1)), 0);
  return scenario.choices.reduce((a, o) => (score(o) > score(a) ? o : a)).id;
}

export async function evaluate(seed: number, noiseScale: number, withWords: boolean): Promise<Evaluation> {
  const t0 = performance.now();
  const bank = scenarioBank(BANK, seed);
  const personas = Array.from({ length: PERSONAS }, (_, i) => {
    const p = makePersona(i, seed + 1000 * (i + 1));
    p.choiceNoise *= noiseScale;
    return p;
  });
  const timelines = personas.map((p, i) => live(p, bank, COUNTS, seed + 7919 * (i + 1)));
  const retestRand = prng(seed ^ 0x5eed);

  // population answers for the majority baseline (leave-one-out: never the persona's own)
  const choicesByScenario = new Map<string, Array<{ persona: number; choiceId: string }>>();
  const wordsByCategory = new Map<string, Array<{ persona: number; word: string }>>();
  timelines.forEach((t, i) => {
    for (const c of t.choices) choicesByScenario.set(c.scenario.id, [...(choicesByScenario.get(c.scenario.id) ?? []), { persona: i, choiceId: c.choiceId }]);
    for (const w of split(t.words).train) wordsByCategory.set(w.category, [...(wordsByCategory.get(w.category) ?? []), { persona: i, word: w.word }]);
  });

  const choices = tally();
  const words = tally();
  for (const [i, p] of personas.entries()) {
    const t = timelines[i]!;
    const entries = split(t.entries).train;
    const c = split(t.choices);
    const w = split(t.words);
    const twins = {
      full: createTwin(corpusOf(p, { entries, choices: c.train, words: w.train })),
      'behaviour only': createTwin(corpusOf(p, { entries: [], choices: c.train, words: w.train })),
      'text only': createTwin(corpusOf(p, { entries, choices: [], words: [] })),
    };
    const mine = { correct: 0, retest: 0, n: 0 };
    for (const [k, item] of c.test.entries()) {
      choices.n++;
      mine.n++;
      for (const v of VARIANTS) {
        const hit = (await twins[v].predictChoice(item.scenario)).choiceId === item.choiceId;
        choices.correct[v] += Number(hit);
        if (v === 'full') mine.correct += Number(hit);
      }
      const session = c.test.slice(0, k).map((h) => ({ scenarioId: h.scenario.id, category: h.scenario.category, choiceId: h.choiceId, options: h.scenario.choices }));
      choices.online += Number((await twins.full.predictChoice(item.scenario, session)).choiceId === item.choiceId);
      choices.chance += 1 / item.scenario.choices.length;
      const others = (choicesByScenario.get(item.scenario.id) ?? []).filter((o) => o.persona !== i).map((o) => o.choiceId);
      choices.majority += Number((mostCommon(others) ?? item.scenario.choices[0]!.id) === item.choiceId);
      choices.simple += Number(countRatioPrediction(c.train, item.scenario) === item.choiceId);
      choices.oracle += Number(oracleChoice(p, item.scenario) === item.choiceId);
      const again = Number(choose(p, item.scenario, retestRand) === item.choiceId);
      choices.retest += again;
      mine.retest += again;
    }
    choices.perPersona.push(mine);
    if (!withWords) continue;

    const mineW = { correct: 0, retest: 0, n: 0 };
    for (const [k, item] of w.test.entries()) {
      words.n++;
      mineW.n++;
      for (const v of VARIANTS) {
        const hit = (await twins[v].predictWord(item.category)).word.toLowerCase() === item.word;
        words.correct[v] += Number(hit);
        if (v === 'full') mineW.correct += Number(hit);
      }
      const rounds = w.test.slice(0, k).map((h) => ({ category: h.category, word: h.word }));
      words.online += Number((await twins.full.predictWord(item.category, rounds)).word.toLowerCase() === item.word);
      const pool = new Set([...WORD_POOLS[item.category]!, ...p.wordDist[item.category]!.map((x) => x.word)]);
      words.chance += 1 / pool.size;
      const others = (wordsByCategory.get(item.category) ?? []).filter((o) => o.persona !== i).map((o) => o.word);
      words.majority += Number(mostCommon(others) === item.word);
      // the "no model" word baseline: the persona's own most frequent earlier answer for the category
      words.simple += Number(mostCommon(w.train.filter((x) => x.category === item.category).map((x) => x.word)) === item.word);
      words.oracle += Number(oracleWord(p, item.category) === item.word);
      const again = Number(sayWord(p, item.category, retestRand) === item.word);
      words.retest += again;
      mineW.retest += again;
    }
    words.perPersona.push(mineW);
  }
  return { choices, words, seconds: (performance.now() - t0) / 1000 };
}

export const summary = (t: Tally) => {
  const acc = t.correct.full / t.n;
  const consistency = t.retest / t.n;
  return { acc, chance: t.chance / t.n, consistency, normalised: acc / consistency, multiple: acc / (t.chance / t.n) };
};

async function main() {
  const t0 = performance.now();
  const seed = Number(process.env.BENCH_SEED ?? DEFAULT_SEED);
  const main = await evaluate(seed, 1, true);

  // how the choice results move with the personas' own consistency (noise on their choices)
  const sweep: string[] = ['| choice noise × | consistency | twin accuracy | chance | accuracy / chance | oracle / chance | normalised |', '|---|---|---|---|---|---|---|'];
  for (const scale of NOISE_SWEEP) {
    const t = (await evaluate(seed, scale, false)).choices;
    const s = summary(t);
    sweep.push(`| ${scale} | ${pct(s.consistency)} | ${pct(s.acc)} | ${pct(s.chance)} | ${s.multiple.toFixed(2)}× | ${(t.oracle / t.chance).toFixed(2)}× | ${s.normalised.toFixed(2)} |`);
  }
  // the same run under other seeds: is the default seed a lucky one?
  const others = await Promise.all(SEEDS.map((s) => evaluate(s, 1, true)));
  const seeds = others.map((e) => summary(e.choices));
  const seedWords = others.map((e) => summary(e.words));
  const pooled = (ts: Tally[]) => ts.reduce((a, t) => a + t.correct.full, 0) / ts.reduce((a, t) => a + t.chance, 0);
  const range = (xs: number[], f: (x: number) => string) => `${f(Math.min(...xs))} to ${f(Math.max(...xs))}`;

  const pools = Object.entries(WORD_POOLS);
  const overlap = pools.reduce((a, [cat, pool]) => a + pool.filter((x) => themeWords(cat).includes(x)).length, 0) / pools.reduce((a, [, pool]) => a + pool.length, 0);
  const lines = [
    `bench/fidelity — seed ${seed}, ${PERSONAS} personas, per persona ${COUNTS.entries} entries, ${COUNTS.choices} dilemmas (bank of ${BANK}), ${COUNTS.words} word rounds; trained on the first ${TRAIN_SHARE * 100}% of each, tested on the rest`,
    '',
    ...table('Dilemma choice prediction', main.choices, true),
    '',
    ...table('Prediction Pulse word prediction', main.words, false),
    '',
    'Choice prediction against the personas\' own consistency (same seed, choice noise scaled):',
    '',
    ...sweep,
    '',
    `Other seeds (${SEEDS.join(', ')}), noise × 1: choice accuracy / chance ${range(seeds.map((s) => s.multiple), (x) => `${x.toFixed(2)}×`)}, ` +
      `choice normalised ${range(seeds.map((s) => s.normalised), (x) => x.toFixed(2))}, word normalised ${range(seedWords.map((s) => s.normalised), (x) => x.toFixed(2))}; ` +
      `pooled over those seeds, choice accuracy / chance ${pooled(others.map((e) => e.choices)).toFixed(2)}×.`,
    '',
    `Benchmark word pools found in the twin's theme lexicon: ${pct(overlap)}. Run time ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
  ];
  console.log(lines.join('\n'));

  if (process.argv.includes('--write-docs')) {
    const path = fileURLToPath(new URL('../../docs/fidelity.md', import.meta.url));
    const doc = readFileSync(path, 'utf8');
    const start = '<!-- results:start -->';
    const end = '<!-- results:end -->';
    writeFileSync(path, doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${lines.join('\n')}\n${end}`));
    console.log(`\nwrote the results into ${path}`);
  }
}

// run when executed, not when imported
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
