// Prediction Pulse: the word the user will say for a category. Their own earlier answers for the category
// dominate; before there are many, a prior built from their writing fills in (theme words they use, words
// that cluster in their sentences about the theme, words they answered elsewhere), and last of all how
// common an association is for anyone.
import type { TwinCorpus } from './corpus.js';
import { canonicalCategory, themeWords } from './theme-lexicon.js';
import { cleanContent, isStopWord, sentences, stem, words } from './tokenize.js';
import type { WordPrediction, WordRound } from './types.js';

/** pseudo-answers the text prior is worth against the user's real answers */
const MU = 2;
/** weight of plain commonness among theme words the user never mentioned */
const COMMONNESS = 0.5;
const NEAR_THEME_WEIGHT = 1;
const ANSWERED_ELSEWHERE_WEIGHT = 0.5;

interface Tally {
  count: number;
  forms: Map<string, number>;
}

function tally(map: Map<string, Tally>, key: string, form: string, by = 1) {
  const t = map.get(key) ?? { count: 0, forms: new Map<string, number>() };
  t.count += by;
  t.forms.set(form, (t.forms.get(form) ?? 0) + by);
  map.set(key, t);
}

function topForm(t: Tally | undefined): string | undefined {
  if (!t) return undefined;
  return [...t.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/** 'Beaches!' and 'beach' are the same answer. */
export function wordKey(word: string): string {
  return words(word).map(stem).join(' ');
}

function surface(word: string): string {
  return words(word).join(' ');
}

interface Sentence {
  stems: string[];
  forms: string[];
  weight: number;
  /** which text it came from: a sentence shares its text's theme */
  text: number;
}

export interface WordModel {
  byCategory: Map<string, Map<string, Tally>>;
  overall: Map<string, Tally & { categories: Set<string> }>;
  sentences: Sentence[];
  /** how often each stem occurs anywhere in the user's writing */
  stemTotals: Map<string, number>;
  themeCache: Map<string, Map<string, Tally>>;
}

export function learnWords(corpus: TwinCorpus): WordModel {
  const model: WordModel = { byCategory: new Map(), overall: new Map(), sentences: [], stemTotals: new Map(), themeCache: new Map() };
  for (const w of corpus.words) addAnswer(model, w.category, w.word);
  const texts = [
    ...corpus.entries.filter((e) => e.trainingWeight > 0).map((e) => ({ text: `${e.title ?? ''}\n${cleanContent(e.content)}`, weight: e.trainingWeight })),
    ...corpus.trainingAnswers.map((a) => ({ text: a.answer, weight: 1 })),
  ];
  texts.forEach(({ text, weight }, t) => {
    for (const s of sentences(text)) {
      const forms = words(s).filter((w) => !isStopWord(w) && w.length >= 3 && !/\d/.test(w));
      const stems = forms.map(stem);
      model.sentences.push({ stems, forms, weight, text: t });
      for (const st of stems) model.stemTotals.set(st, (model.stemTotals.get(st) ?? 0) + weight);
    }
  });
  return model;
}

function addAnswer(model: WordModel, category: string, word: string) {
  const key = wordKey(word);
  if (!key) return;
  const cat = canonicalCategory(category).toLowerCase();
  const byCat = model.byCategory.get(cat) ?? new Map<string, Tally>();
  tally(byCat, key, surface(word));
  model.byCategory.set(cat, byCat);
  const o = model.overall.get(key) ?? { count: 0, forms: new Map<string, number>(), categories: new Set<string>() };
  o.count++;
  o.forms.set(surface(word), (o.forms.get(surface(word)) ?? 0) + 1);
  o.categories.add(cat);
  model.overall.set(key, o);
}

/**
 * Evidence from the user's writing for one category: theme words they use in sentences about the theme,
 * and their own words that cluster there (at least half of their uses fall in theme sentences).
 */
function themeEvidence(model: WordModel, category: string): Map<string, Tally> {
  const cat = category.toLowerCase();
  const cached = model.themeCache.get(cat);
  if (cached) return cached;
  const lexicon = new Set(themeWords(category).map(wordKey));
  const catStem = wordKey(category);
  const anchors = new Set([...lexicon, catStem]);
  // a sentence naming the theme counts fully; the rest of its entry, which is usually about the same thing, by half
  const anchored = (st: Sentence) => st.stems.some((x) => anchors.has(x));
  const anchoredTexts = new Set(model.sentences.filter(anchored).map((st) => st.text));
  const inTheme = new Map<string, Tally>();
  for (const s of model.sentences) {
    const share = anchored(s) ? 1 : anchoredTexts.has(s.text) ? 0.5 : 0;
    if (share === 0) continue;
    s.stems.forEach((st, i) => {
      if (st === catStem) return;
      tally(inTheme, st, s.forms[i]!, s.weight * share);
    });
  }
  const evidence = new Map<string, Tally>();
  for (const [st, t] of inTheme) {
    const total = model.stemTotals.get(st) ?? t.count;
    if (lexicon.has(st)) evidence.set(st, t);
    else if (t.count >= 2 && t.count / total >= 0.5) evidence.set(st, { count: t.count * NEAR_THEME_WEIGHT, forms: t.forms });
  }
  model.themeCache.set(cat, evidence);
  return evidence;
}

export function predictWord(model0: WordModel, category: string, history: WordRound[] = [], corpus?: TwinCorpus): Omit<WordPrediction, 'provider'> {
  const model = withRounds(model0, history, corpus);
  const name = canonicalCategory(category);
  const cat = name.toLowerCase();
  const answers = model.byCategory.get(cat) ?? new Map<string, Tally>();
  const nAnswers = [...answers.values()].reduce((a, t) => a + t.count, 0);
  const evidence = themeEvidence(model0, name);
  const lexicon = themeWords(name).map((w) => ({ key: wordKey(w), form: w }));

  // the prior Q: the user's writing, their answers in other categories that fit this theme, commonness
  const prior = new Map<string, number>();
  const addPrior = (key: string, v: number) => prior.set(key, (prior.get(key) ?? 0) + v);
  for (const [key, t] of evidence) addPrior(key, t.count);
  for (const [key, o] of model.overall) {
    if (o.categories.has(cat)) continue;
    if (evidence.has(key) || lexicon.some((l) => l.key === key)) addPrior(key, ANSWERED_ELSEWHERE_WEIGHT * o.count);
  }
  const harmonic = lexicon.reduce((a, _, i) => a + 1 / (i + 1), 0);
  lexicon.forEach((l, i) => addPrior(l.key, (COMMONNESS * (1 / (i + 1))) / harmonic));
  const priorMass = [...prior.values()].reduce((a, b) => a + b, 0);

  const candidates = new Set([...answers.keys(), ...prior.keys()]);
  let best: { key: string; p: number } | null = null;
  for (const key of [...candidates].sort()) {
    const q = priorMass > 0 ? (prior.get(key) ?? 0) / priorMass : 0;
    const p = ((answers.get(key)?.count ?? 0) + MU * q) / (nAnswers + MU);
    if (!best || p > best.p) best = { key, p };
  }

  if (!best) {
    // an unknown category and nothing answered: the user's most frequent word anywhere, else the category
    const fallback = [...model.overall.entries()].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))[0];
    const word = topForm(fallback?.[1]) ?? cat;
    return { word, confidence: 0.05, reasoning: `I haven't learned your words for ${name} yet, so this is a guess.` };
  }

  const word =
    topForm(answers.get(best.key)) ?? topForm(model.overall.get(best.key)) ?? topForm(evidence.get(best.key)) ??
    lexicon.find((l) => l.key === best.key)?.form ?? best.key;
  const confidence = Math.round(Math.min(0.95, Math.max(0.05, best.p)) * 100) / 100;
  return { word, confidence, reasoning: explain(best.key, word, name, answers, nAnswers, evidence, model) };
}

function explain(key: string, word: string, name: string, answers: Map<string, Tally>, n: number, evidence: Map<string, Tally>, model: WordModel): string {
  const said = answers.get(key)?.count ?? 0;
  if (said > 0) return `You answered '${word}' for ${name} ${said} of ${n} times.`;
  const mentioned = evidence.get(key);
  if (mentioned) return `You mention '${word}' when you write about ${name.toLowerCase()} (${Math.round(mentioned.count * 10) / 10} times).`;
  const elsewhere = model.overall.get(key);
  if (elsewhere) return `You said '${word}' for ${[...elsewhere.categories].join(', ')} before, and it fits ${name} too.`;
  return `I haven't learned your words for ${name} yet; '${word}' is what most people say.`;
}

/** This game's earlier rounds on top of the corpus; a round already in the corpus is not counted twice. */
function withRounds(model: WordModel, history: WordRound[], corpus?: TwinCorpus): WordModel {
  const known = new Set((corpus?.words ?? []).map((w) => `${w.category}\u0000${w.word}\u0000${w.createdAt}`));
  const fresh = history.filter((h) => !(h.createdAt && known.has(`${h.category}\u0000${h.word}\u0000${h.createdAt}`)));
  if (fresh.length === 0) return model;
  const copy: WordModel = {
    ...model,
    byCategory: new Map([...model.byCategory].map(([k, v]) => [k, new Map([...v].map(([w, t]) => [w, { count: t.count, forms: new Map(t.forms) }]))])),
    overall: new Map([...model.overall].map(([k, v]) => [k, { count: v.count, forms: new Map(v.forms), categories: new Set(v.categories) }])),
  };
  for (const h of fresh) addAnswer(copy, h.category, h.word);
  return copy;
}
