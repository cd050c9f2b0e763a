// Synthetic people with latent traits and vocabularies, and everything they produce: journal entries,
// dilemma choices, word-game answers. Every answer is drawn from the latent model with noise, so asking a
// persona the same thing twice (test-retest) does not always give the same answer, as with real people.
import type { TwinCorpusInput } from '@immortal/twin';
import { prng } from '../lib/stats.js';
import {
  DILEMMA_CATEGORIES, FILLER, OPENERS, PERSONAL_WORDS, SIGN_OFFS, THEME_TEMPLATES, TRAITS, TRAIT_SENTENCES, WORD_POOLS, type Trait,
} from './vocab.js';

export type Rand = () => number;

export interface Scenario {
  id: string;
  title: string;
  description: string;
  category: string;
  choices: Array<{ id: string; text: string; traits: string[] }>;
}

export interface Persona {
  id: string;
  traitWeights: Record<Trait, number>;
  /** context-dependence: the same trait matters differently in different kinds of dilemma */
  categoryOffsets: Record<string, Record<Trait, number>>;
  /** scale of the Gumbel noise on choices (higher = less consistent) */
  choiceNoise: number;
  /** per category, the persona's associations and their probabilities */
  wordDist: Record<string, Array<{ word: string; p: number }>>;
  /** share of word answers that are a random pick from the pool (a passing thought) */
  wordSlip: number;
  interests: Array<{ category: string; weight: number }>;
  opener: string;
  signOff: string;
}

export const WORD_CATEGORY_NAMES = Object.keys(WORD_POOLS);

export function normal(rand: Rand): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

function gumbel(rand: Rand): number {
  return -Math.log(-Math.log(Math.min(Math.max(rand(), 1e-12), 1 - 1e-12)));
}

function pickOne<T>(items: readonly T[], rand: Rand): T {
  return items[Math.floor(rand() * items.length)]!;
}

function pickWeighted<T>(items: Array<{ item: T; weight: number }>, rand: Rand): T {
  const total = items.reduce((a, i) => a + i.weight, 0);
  let r = rand() * total;
  for (const i of items) {
    r -= i.weight;
    if (r <= 0) return i.item;
  }
  return items.at(-1)!.item;
}

function shuffle<T>(items: T[], rand: Rand): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** A shared bank of dilemmas: 2-4 options, each tagged with 1-2 traits. */
export function scenarioBank(count: number, seed: number): Scenario[] {
  const rand = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const n = 2 + Math.floor(rand() * 3);
    const traits = shuffle([...TRAITS], rand);
    const choices = Array.from({ length: n }, (_, j) => {
      const k = 1 + Math.floor(rand() * 2);
      const own = traits.splice(0, k);
      return { id: `s${i}-o${j}`, text: `Option ${j + 1}: the ${own.join(' and ')} way`, traits: own };
    });
    const category = DILEMMA_CATEGORIES[i % DILEMMA_CATEGORIES.length]!;
    return { id: `s${i}`, title: `Dilemma ${i}`, description: `A ${category} dilemma with ${n} options.`, category, choices };
  });
}

export function makePersona(index: number, seed: number): Persona {
  const rand = prng(seed);
  const traitWeights = Object.fromEntries(TRAITS.map((t) => [t, normal(rand)])) as Record<Trait, number>;
  const categoryOffsets = Object.fromEntries(
    DILEMMA_CATEGORIES.map((c) => [c, Object.fromEntries(TRAITS.map((t) => [t, 0.4 * normal(rand)]))]),
  ) as Record<string, Record<Trait, number>>;
  const wordDist: Persona['wordDist'] = {};
  for (const [category, pool] of Object.entries(WORD_POOLS)) {
    // personas share tendencies (pool order is population commonness) but each has its own ranking
    const ranked = pool
      .map((word, i) => ({ word, key: i + 4 * normal(rand) }))
      .sort((a, b) => a.key - b.key)
      .map((w) => w.word);
    if (rand() < 0.25) ranked.unshift(pickOne(PERSONAL_WORDS, rand));
    const s = 1.1 + 0.7 * rand();
    const top = ranked.slice(0, 8);
    const z = top.reduce((a, _, r) => a + 1 / (r + 1) ** s, 0);
    wordDist[category] = top.map((word, r) => ({ word, p: 1 / (r + 1) ** s / z }));
  }
  return {
    id: `persona-${index}`,
    traitWeights,
    categoryOffsets,
    choiceNoise: 0.3 + 0.3 * rand(),
    wordDist,
    wordSlip: 0.1 + 0.1 * rand(),
    interests: Object.keys(WORD_POOLS).map((category) => ({ category, weight: rand() ** 2 })),
    opener: pickOne(OPENERS, rand),
    signOff: pickOne(SIGN_OFFS, rand),
  };
}

export function utility(p: Persona, scenario: Scenario, choice: Scenario['choices'][number]): number {
  return choice.traits.reduce((a, t) => a + p.traitWeights[t as Trait] + (p.categoryOffsets[scenario.category]?.[t as Trait] ?? 0), 0);
}

/** What the persona chooses this time (random utility model: latent utility + Gumbel noise). */
export function choose(p: Persona, scenario: Scenario, rand: Rand): string {
  let best = { id: '', u: -Infinity };
  for (const c of scenario.choices) {
    const u = utility(p, scenario, c) + p.choiceNoise * gumbel(rand);
    if (u > best.u) best = { id: c.id, u };
  }
  return best.id;
}

/** What someone who knew the latent traits exactly would predict. */
export function oracleChoice(p: Persona, scenario: Scenario): string {
  return scenario.choices.reduce((a, c) => (utility(p, scenario, c) > utility(p, scenario, a) ? c : a)).id;
}

export function sayWord(p: Persona, category: string, rand: Rand): string {
  if (rand() < p.wordSlip) return pickOne(WORD_POOLS[category]!, rand);
  return pickWeighted(p.wordDist[category]!.map((w) => ({ item: w.word, weight: w.p })), rand);
}

export function oracleWord(p: Persona, category: string): string {
  return p.wordDist[category]![0]!.word;
}

function fill(template: string, category: string, w: string, v: string): string {
  return template
    .replace('{c}', category.toLowerCase())
    .replace('{W}', w.charAt(0).toUpperCase() + w.slice(1))
    .replace(/\{w\}/g, w)
    .replace('{v}', v);
}

/** One journal entry: theme sentences (the persona's associations), trait sentences (with some contradiction), filler. */
function writeEntry(p: Persona, rand: Rand): string {
  const n = 3 + Math.floor(rand() * 3);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (r < 0.45) {
      const category = pickWeighted(p.interests.map((c) => ({ item: c.category, weight: c.weight })), rand);
      out.push(fill(pickOne(THEME_TEMPLATES, rand), category, sayWord(p, category, rand), sayWord(p, category, rand)));
    } else if (r < 0.75) {
      const trait = pickWeighted(TRAITS.map((t) => ({ item: t, weight: Math.abs(p.traitWeights[t]) + 0.2 })), rand);
      // one trait sentence in five contradicts the persona's latent leaning
      const positive = (p.traitWeights[trait] > 0) !== (rand() < 0.2);
      out.push(pickOne(TRAIT_SENTENCES[trait][positive ? 'pos' : 'neg'], rand));
    } else out.push(pickOne(FILLER, rand));
  }
  if (rand() < 0.35) out[0] = `${p.opener}, ${out[0]!.charAt(0).toLowerCase()}${out[0]!.slice(1)}`;
  if (rand() < 0.3) out.push(p.signOff);
  return out.join(' ');
}

export interface Timeline {
  entries: NonNullable<TwinCorpusInput['entries']>;
  choices: Array<{ scenario: Scenario; choiceId: string; createdAt: string }>;
  words: Array<{ category: string; word: string; createdAt: string }>;
}

const day = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString();

/** A year of activity: entries, dilemma sessions and word games spread over 300 days. */
export function live(p: Persona, bank: Scenario[], counts: { entries: number; choices: number; words: number }, seed: number): Timeline {
  const rand = prng(seed);
  const entries = Array.from({ length: counts.entries }, (_, i) => ({
    id: `${p.id}-e${i}`, type: pickOne(['thought', 'memory', 'reflection'], rand), title: rand() < 0.3 ? `Day ${i}` : null,
    content: writeEntry(p, rand), createdAt: day((300 * i) / counts.entries + rand()), trainingWeight: 1,
  }));
  const scenarios = shuffle(bank, rand).slice(0, counts.choices);
  const choices = scenarios.map((scenario, i) => ({ scenario, choiceId: choose(p, scenario, rand), createdAt: day((300 * i) / counts.choices + rand()) }));
  const words = Array.from({ length: counts.words }, (_, i) => {
    const category = pickOne(WORD_CATEGORY_NAMES, rand);
    return { category, word: sayWord(p, category, rand), createdAt: day((300 * i) / counts.words + rand()) };
  });
  return { entries, choices, words };
}
