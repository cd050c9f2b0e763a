// Every number of the alignment view as a pure function of the user's items (docs/alignment.md).
// No clock, no randomness, no dependence on arrival order: items are sorted by key first, so the same
// set of items always gives bit-for-bit the same view — which is what makes replay equal incremental.
import {
  EMOTIONS,
  PERSONALITY_TRAITS,
  type AlignmentView,
  type Emotion,
  type PersonalityTrait,
  type PersonalityView,
} from '@immortal/proto/alignment';
import { ENTRY_TYPES } from '@immortal/proto/journal';
import type {
  ChoiceFeatures,
  FeaturesByKind,
  Item,
  ItemKind,
  LiveItem,
  TrackFeatures,
  TrainingFeatures,
  VoiceProfileFeatures,
  WordFeatures,
} from './items.js';
import type { TextFeatures } from './text.js';
import { insightOf } from './insight.js';

/** Weights (each group sums to 1). docs/alignment.md quotes these. */
export const WEIGHTS = {
  overall: { personality: 0.45, behavior: 0.3, voice: 0.25 },
  personality: {
    thoughtAnalysisScore: 0.3,
    musicPersonalityScore: 0.15,
    visualStyleScore: 0.1,
    personalityCoherence: 0.1,
    emotionalConsistency: 0.1,
    stylisticConsistency: 0.05,
    sentimentScore: 0.1,
    emotionalRange: 0.1,
  },
  thought: { entries: 0.6, words: 0.4 },
  music: { tracks: 0.5, genres: 0.25, confidence: 0.25 },
  visual: { photos: 0.6, generated: 0.2, described: 0.2 },
  voice: { samples: 0.3, quality: 0.3, similarity: 0.4 },
  speechPatterns: { samples: 0.7, sources: 0.3 },
  behaviorContexts: { base: 0.7, contexts: 0.3 },
  diversity: { kinds: 0.5, emotionalRange: 0.25, entryTypes: 0.25 },
  consistency: { emotional: 0.4, stylistic: 0.3, coherence: 0.3 },
} as const;

/** Half-saturation constants: sat(x, k) = x / (x + k) is 0.5 when x = k. */
export const HALF = {
  textEntries: 10,
  textWords: 1500,
  polarEntries: 8,
  emotionEvidence: 3,
  consistencyItems: 6,
  tracks: 10,
  genres: 5,
  photos: 8,
  generated: 4,
  coherenceItems: 5,
  predictionPrior: 3,
  behaviorContexts: 2,
  voiceSamples: 10,
  slang: 10,
  signatureWords: 20,
  dataPoints: 40,
  contexts: 12,
  meanWords: 40,
  traitRate: 2.5,
  traitWords: 50,
} as const;

/** A weight above this counts as this much (a 9.99 entry is not worth ten entries). */
export const MAX_ENTRY_WEIGHT = 3;
/** Chance of guessing a free-text Prediction Pulse word (documented assumption). */
export const WORD_CHANCE = 0.05;
export const VOICE_SOURCES = 3;
/** Source kinds counted for diversity. */
export const SOURCE_KINDS = 6;
export const EARLY_DATA_POINTS = 10;
export const EARLY_SCORE = 0.1;

export const sat = (x: number, k: number): number => (x <= 0 ? 0 : x / (x + k));
const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
/** Every 0..1 output is rounded to 4 decimals (the panel shows whole percents). */
export const r4 = (x: number): number => Math.round(clamp01(x) * 10_000) / 10_000;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const norm = (s: string) => s.trim().toLowerCase();
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const POSITIVE: readonly Emotion[] = ['joy', 'trust', 'anticipation'];
const NEGATIVE: readonly Emotion[] = ['fear', 'sadness', 'disgust', 'anger'];
const THOUGHT_TYPES = new Set(['thought', 'memory', 'reflection']);
const VISUAL_TYPES = new Set(['photo', 'image', 'generated']);

/** A piece of the user's own text, placed in time. */
interface TextPiece {
  key: string;
  t: string;
  source: 'writing' | 'photo';
  text: TextFeatures;
}

export interface AlignmentResult {
  view: AlignmentView;
  personality: PersonalityView;
  insight: string;
}

interface Of<K extends ItemKind> {
  key: string;
  sourceId: string;
  occurredAt: string;
  f: FeaturesByKind[K];
}
function byKind<K extends ItemKind>(items: LiveItem[], kind: K): Array<Of<K>> {
  return items
    .filter((i) => i.kind === kind)
    .map((i) => ({ key: i.key, sourceId: i.sourceId, occurredAt: i.occurredAt, f: i.f as FeaturesByKind[K] }));
}

function sumEmotions(pieces: TextPiece[]): Record<Emotion, number> {
  const out = { joy: 0, trust: 0, fear: 0, surprise: 0, sadness: 0, disgust: 0, anger: 0, anticipation: 0 };
  for (const p of pieces) for (const e of EMOTIONS) out[e] += p.text.emotions[e] ?? 0;
  return out;
}
const totalOf = (counts: Record<Emotion, number>) => EMOTIONS.reduce((a, e) => a + counts[e], 0);
function distributionOf(counts: Record<Emotion, number>): Record<Emotion, number> {
  const total = totalOf(counts);
  const out = {} as Record<Emotion, number>;
  for (const e of EMOTIONS) out[e] = total ? counts[e] / total : 0;
  return out;
}
function positivityOf(counts: Record<Emotion, number>): { p: number; polar: number } {
  const pos = POSITIVE.reduce((a, e) => a + counts[e], 0);
  const neg = NEGATIVE.reduce((a, e) => a + counts[e], 0);
  return { p: pos + neg ? pos / (pos + neg) : 0, polar: pos + neg };
}

/** Splits items ordered in time into an earlier and a later half (the later half takes the odd one). */
function halves<T>(xs: T[]): [T[], T[]] {
  const mid = Math.floor(xs.length / 2);
  return [xs.slice(0, mid), xs.slice(mid)];
}

function styleOf(pieces: TextPiece[]): number[] {
  let words = 0, sentences = 0, questions = 0, exclamations = 0, firstPerson = 0, longWords = 0;
  for (const { text } of pieces) {
    words += text.words;
    sentences += text.sentences;
    questions += text.questions;
    exclamations += text.exclamations;
    firstPerson += text.firstPerson;
    longWords += text.longWords;
  }
  const s = Math.max(1, sentences), w = Math.max(1, words);
  return [words / s, questions / s, exclamations / s, firstPerson / w, longWords / w];
}
const similarity = (a: number, b: number) => (a === 0 && b === 0 ? 1 : 1 - Math.abs(a - b) / Math.max(a, b));

export function computeAlignment(all: Item[]): AlignmentResult {
  const items = [...all].sort((a, b) => cmp(a.key, b.key));
  let newest: Item | undefined;
  for (const i of items) if (!newest || i.eventId > newest.eventId) newest = i;
  const live = items.filter((i): i is LiveItem => !i.deleted);

  const entries = byKind(live, 'entry');
  const tracks = byKind(live, 'track');
  const mediaPhotos = byKind(live, 'photo');
  const samples = byKind(live, 'voiceSample');
  const profile: VoiceProfileFeatures | undefined = byKind(live, 'voiceProfile')[0]?.f;
  const choices = byKind(live, 'choice');
  const words = byKind(live, 'word');
  const messages = byKind(live, 'message');
  const trainings = byKind(live, 'training');
  const corrections = byKind(live, 'correction');

  // ---- photos, counted once: a media photo linked to a live entry is that entry's photo
  const liveEntryIds = new Set(entries.map((e) => e.sourceId));
  const linkedEntryIds = new Set(mediaPhotos.map((p) => p.f.entryId).filter((id): id is string => !!id && liveEntryIds.has(id)));
  const entryWordsById = new Map(entries.map((e) => [e.sourceId, e.f.text.words]));
  const visuals: Array<{ kind: 'photo' | 'generated'; described: boolean }> = [];
  for (const p of mediaPhotos) {
    const linked = p.f.entryId && liveEntryIds.has(p.f.entryId);
    const wordsAbout = linked ? Math.max(p.f.text.words, entryWordsById.get(p.f.entryId!) ?? 0) : p.f.text.words;
    visuals.push({ kind: p.f.kind, described: wordsAbout >= 3 });
  }
  for (const e of entries) {
    if (!VISUAL_TYPES.has(e.f.type) || linkedEntryIds.has(e.sourceId)) continue;
    visuals.push({ kind: e.f.type === 'generated' ? 'generated' : 'photo', described: e.f.text.words >= 3 });
  }

  // ---- the user's own text, in time order
  const pieces: TextPiece[] = [];
  for (const e of entries) pieces.push({ key: e.key, t: e.f.t, source: VISUAL_TYPES.has(e.f.type) ? 'photo' : 'writing', text: e.f.text });
  for (const p of mediaPhotos) {
    if (p.f.entryId && liveEntryIds.has(p.f.entryId)) continue; // its words are in the entry
    pieces.push({ key: p.key, t: p.f.t, source: 'photo', text: p.f.text });
  }
  for (const m of messages) pieces.push({ key: m.key, t: m.f.t, source: 'writing', text: m.f.text });
  for (const s of samples) if (s.f.text) pieces.push({ key: s.key, t: s.f.t, source: 'writing', text: s.f.text });
  pieces.sort((a, b) => cmp(a.t, b.t) || cmp(a.key, b.key));
  const withWords = pieces.filter((p) => p.text.words > 0);

  // ---- emotions
  const emotionCounts = sumEmotions(withWords);
  const emotionTotal = totalOf(emotionCounts);
  const emotionalDistribution = distributionOf(emotionCounts);
  let entropy = 0;
  for (const e of EMOTIONS) {
    const p = emotionalDistribution[e];
    if (p > 0) entropy -= p * Math.log(p);
  }
  const emotionalRange = (entropy / Math.log(EMOTIONS.length)) * sat(emotionTotal, HALF.emotionEvidence);
  const dominantEmotions = EMOTIONS.filter((e) => emotionCounts[e] > 0)
    .map((e, i) => ({ e, c: emotionCounts[e], i }))
    .sort((a, b) => b.c - a.c || a.i - b.i)
    .slice(0, 3)
    .map((x) => x.e);

  const emotional = withWords.filter((p) => totalOf(p.text.emotions) > 0);
  let emotionalConsistency = 0;
  if (emotional.length >= 2) {
    const [early, late] = halves(emotional);
    const a = distributionOf(sumEmotions(early));
    const b = distributionOf(sumEmotions(late));
    const tvd = EMOTIONS.reduce((acc, e) => acc + Math.abs(a[e] - b[e]), 0) / 2;
    emotionalConsistency = (1 - tvd) * sat(emotional.length, HALF.consistencyItems);
  }

  const styled = withWords.filter((p) => p.text.words >= 3);
  let stylisticConsistency = 0;
  if (styled.length >= 2) {
    const [early, late] = halves(styled);
    const a = styleOf(early);
    const b = styleOf(late);
    stylisticConsistency = mean(a.map((x, i) => similarity(x, b[i]!))) * sat(styled.length, HALF.consistencyItems);
  }

  // ---- sentiment and thought analysis
  const polarEntries = entries.filter((e) => e.f.sentiment !== 0).length;
  const sentimentScore = sat(polarEntries, HALF.polarEntries);
  const thoughtEntries = entries.filter((e) => THOUGHT_TYPES.has(e.f.type));
  const weightedEntries = thoughtEntries.reduce((a, e) => a + Math.min(Math.max(e.f.weight, 0), MAX_ENTRY_WEIGHT), 0);
  const thoughtWords = thoughtEntries.reduce((a, e) => a + e.f.text.words, 0) + trainings.reduce((a, t) => a + t.f.words, 0);
  const thoughtAnalysisScore =
    WEIGHTS.thought.entries * sat(weightedEntries, HALF.textEntries) + WEIGHTS.thought.words * sat(thoughtWords, HALF.textWords);

  // ---- music
  const genres = new Set(tracks.flatMap((t) => t.f.genres.map(norm).filter(Boolean)));
  const meanConfidence = mean(tracks.map((t) => t.f.confidence));
  const musicPersonalityScore = tracks.length
    ? WEIGHTS.music.tracks * sat(tracks.length, HALF.tracks) + WEIGHTS.music.genres * sat(genres.size, HALF.genres) + WEIGHTS.music.confidence * meanConfidence
    : 0;

  // ---- visual
  const photoCount = visuals.filter((v) => v.kind === 'photo').length;
  const generatedImageCount = visuals.length - photoCount;
  const describedShare = visuals.length ? visuals.filter((v) => v.described).length / visuals.length : 0;
  const visualStyleScore =
    WEIGHTS.visual.photos * sat(photoCount, HALF.photos) + WEIGHTS.visual.generated * sat(generatedImageCount, HALF.generated) + WEIGHTS.visual.described * describedShare;

  // ---- coherence: do writing, photos and music tell the same story (positive vs negative)?
  const sources: Array<{ p: number; evidence: number }> = [];
  const writingPieces = withWords.filter((p) => p.source === 'writing');
  const photoPieces = withWords.filter((p) => p.source === 'photo');
  for (const group of [writingPieces, photoPieces]) {
    const polarPieces = group.filter((p) => positivityOf(p.text.emotions).polar > 0).length;
    const { p, polar } = positivityOf(sumEmotions(group));
    if (polar > 0) sources.push({ p, evidence: sat(polarPieces, HALF.coherenceItems) });
  }
  if (tracks.length) sources.push({ p: mean(tracks.map((t) => t.f.valence)), evidence: sat(tracks.length, HALF.coherenceItems) });
  const pairs: number[] = [];
  for (let i = 0; i < sources.length; i++)
    for (let j = i + 1; j < sources.length; j++) {
      const a = sources[i]!, b = sources[j]!;
      pairs.push((1 - Math.abs(a.p - b.p)) * Math.min(a.evidence, b.evidence));
    }
  const assistantReplies = messages.filter((m) => m.f.channel === 'assistant').length;
  const correctionRate = Math.min(1, corrections.length / Math.max(1, assistantReplies));
  const personalityCoherence = mean(pairs) * (1 - correctionRate);

  const breakdownRaw = {
    thoughtAnalysisScore,
    musicPersonalityScore,
    visualStyleScore,
    personalityCoherence,
    emotionalConsistency,
    stylisticConsistency,
    sentimentScore,
    emotionalRange,
  };
  const personalityScore = (Object.keys(WEIGHTS.personality) as Array<keyof typeof WEIGHTS.personality>).reduce(
    (acc, k) => acc + WEIGHTS.personality[k] * breakdownRaw[k],
    0,
  );

  // ---- behaviour: held-out predictions, normalised against chance
  const tests: Array<{ hit: boolean; chance: number; category: string }> = [
    ...choices.map((c: { f: ChoiceFeatures }) => ({ hit: c.f.hit, chance: 1 / c.f.optionCount, category: norm(c.f.category) })),
    ...words.map((w: { f: WordFeatures }) => ({ hit: w.f.hit, chance: WORD_CHANCE, category: norm(w.f.category) })),
  ];
  const responseCount = tests.length;
  const hits = tests.filter((t) => t.hit).length;
  const expected = tests.reduce((a, t) => a + t.chance, 0);
  const prediction = responseCount ? Math.max(0, (hits - expected) / (responseCount - expected + HALF.predictionPrior)) : 0;
  const mirroring = responseCount ? hits / responseCount : 0;
  const behaviorContexts = new Set(tests.map((t) => t.category));
  const contextsCovered = behaviorContexts.size;
  const behaviorScore = prediction * (WEIGHTS.behaviorContexts.base + WEIGHTS.behaviorContexts.contexts * sat(contextsCovered, HALF.behaviorContexts));

  // ---- voice
  const suitable = samples.filter((s) => s.f.suitable);
  const sampleQuantity = sat(suitable.length, HALF.voiceSamples);
  const sampleQuality = mean(samples.map((s) => s.f.quality));
  const voiceSimilarity = profile?.similarity ?? 0;
  const voiceScore =
    WEIGHTS.voice.samples * sampleQuantity + WEIGHTS.voice.quality * sampleQuality + WEIGHTS.voice.similarity * voiceSimilarity;
  const voiceSources = new Set(suitable.map((s) => s.f.source));
  const speechPatterns = WEIGHTS.speechPatterns.samples * sampleQuantity + WEIGHTS.speechPatterns.sources * (voiceSources.size / VOICE_SOURCES);
  const q = suitable.map((s) => s.f.quality);
  const spread = q.length >= 2 ? Math.sqrt(mean(q.map((x) => (x - mean(q)) ** 2))) : 0;
  const voiceConsistency = voiceSimilarity * (1 - 2 * spread);
  const slangHits = withWords.reduce((a, p) => a + p.text.slang, 0);
  const slangAndIdioms = sat(slangHits, HALF.slang);
  const themeItems = new Map<string, number>();
  for (const p of withWords) for (const w of Object.keys(p.text.themes).sort()) themeItems.set(w, (themeItems.get(w) ?? 0) + 1);
  const signatureWords = [...themeItems.values()].filter((n) => n >= 2).length;
  const uniquePhrases = sat(signatureWords, HALF.signatureWords);

  // ---- overall and data points
  const overallScore =
    WEIGHTS.overall.personality * personalityScore + WEIGHTS.overall.behavior * behaviorScore + WEIGHTS.overall.voice * voiceScore;
  const unlinkedMediaPhotos = mediaPhotos.filter((p) => !(p.f.entryId && liveEntryIds.has(p.f.entryId))).length;
  const dataPoints =
    entries.length + unlinkedMediaPhotos + tracks.length + samples.length + choices.length + words.length +
    messages.length + trainings.length + corrections.length;

  // ---- sub-scores
  const qualitySignals: number[] = [];
  if (thoughtEntries.length) qualitySignals.push(sat(thoughtEntries.reduce((a, e) => a + e.f.text.words, 0) / thoughtEntries.length, HALF.meanWords));
  if (samples.length) qualitySignals.push(sampleQuality);
  if (tracks.length) qualitySignals.push(meanConfidence);
  if (trainings.length) qualitySignals.push(sat(mean(trainings.map((t: { f: TrainingFeatures }) => t.f.words)), HALF.meanWords));
  if (visuals.length) qualitySignals.push(describedShare);
  const kindsPresent = [
    entries.length > 0,
    tracks.length > 0,
    visuals.length > 0,
    samples.length > 0,
    responseCount > 0,
    messages.length + trainings.length + corrections.length > 0,
  ].filter(Boolean).length;
  const entryTypes = new Set(entries.map((e) => e.f.type));
  const contexts =
    new Set(entries.map((e) => e.f.category).filter((c): c is string => !!c)).size +
    contextsCovered +
    voiceSources.size +
    new Set(trainings.map((t) => norm(t.f.category))).size +
    Math.min(genres.size, 10);
  const subScores = {
    quantity: r4(sat(dataPoints, HALF.dataPoints)),
    quality: r4(mean(qualitySignals)),
    diversity: r4(
      WEIGHTS.diversity.kinds * (kindsPresent / SOURCE_KINDS) +
        WEIGHTS.diversity.emotionalRange * emotionalRange +
        WEIGHTS.diversity.entryTypes * (entryTypes.size / ENTRY_TYPES.length),
    ),
    coverage: r4(sat(contexts, HALF.contexts)),
    consistency: r4(
      WEIGHTS.consistency.emotional * emotionalConsistency +
        WEIGHTS.consistency.stylistic * stylisticConsistency +
        WEIGHTS.consistency.coherence * personalityCoherence,
    ),
  };

  // ---- personality traits (GET /api/personality)
  const traitHits: Record<PersonalityTrait, number> = { optimism: 0, curiosity: 0, introspection: 0, creativity: 0 };
  let poolWords = 0;
  for (const p of withWords) {
    poolWords += p.text.words;
    for (const t of PERSONALITY_TRAITS) traitHits[t] += p.text.traits[t] ?? 0;
  }
  const personality = {} as PersonalityView;
  for (const t of PERSONALITY_TRAITS) {
    const rate = poolWords ? (100 * traitHits[t]) / poolWords : 0;
    personality[t] = Math.round(100 * sat(rate, HALF.traitRate) * sat(poolWords, HALF.traitWords));
  }

  const view: AlignmentView = {
    overallScore: r4(overallScore),
    personalityScore: r4(personalityScore),
    behaviorScore: r4(behaviorScore),
    voiceScore: r4(voiceScore),
    dataPoints,
    lastCalculated: newest?.occurredAt ?? null,
    personalityBreakdown: {
      thoughtAnalysisScore: r4(thoughtAnalysisScore),
      musicPersonalityScore: r4(musicPersonalityScore),
      visualStyleScore: r4(visualStyleScore),
      personalityCoherence: r4(personalityCoherence),
      emotionalConsistency: r4(emotionalConsistency),
      stylisticConsistency: r4(stylisticConsistency),
      sentimentScore: r4(sentimentScore),
      emotionalRange: r4(emotionalRange),
      emotionalDistribution: Object.fromEntries(EMOTIONS.map((e) => [e, r4(emotionalDistribution[e])])) as Record<Emotion, number>,
      dominantEmotions,
      thoughtCount: thoughtEntries.length,
      musicTrackCount: tracks.length,
      photoCount,
      generatedImageCount,
    },
    behaviorBreakdown: { prediction: r4(prediction), mirroring: r4(mirroring), responseCount, contextsCovered },
    voiceBreakdown: {
      slangAndIdioms: r4(slangAndIdioms),
      uniquePhrases: r4(uniquePhrases),
      speechPatterns: r4(speechPatterns),
      voiceConsistency: r4(voiceConsistency),
    },
    subScores,
    early: false,
  };
  view.early = dataPoints < EARLY_DATA_POINTS || (view.personalityScore < EARLY_SCORE && view.behaviorScore < EARLY_SCORE && view.voiceScore < EARLY_SCORE);

  const themeTotals = new Map<string, number>();
  for (const p of withWords) for (const [w, n] of Object.entries(p.text.themes)) themeTotals.set(w, (themeTotals.get(w) ?? 0) + n);
  const insight = insightOf({
    view,
    personality,
    themes: [...themeTotals.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || cmp(a[0], b[0])).map(([w]) => w),
    counts: {
      entries: entries.length,
      messages: messages.length,
      tracks: tracks.length,
      photos: visuals.length,
      samples: samples.length,
      answers: responseCount,
      hits,
    },
    topGenre: topOf(tracks.flatMap((t: { f: TrackFeatures }) => t.f.genres.map(norm).filter(Boolean))),
    musicEnergy: tracks.length ? mean(tracks.map((t) => t.f.energy)) : null,
  });

  return { view, personality, insight };
}

function topOf(xs: string[]): string | null {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0]));
  return sorted[0]?.[0] ?? null;
}

/** The view of a user with no data at all (never stored). */
export function emptyAlignment(): AlignmentResult {
  return computeAlignment([]);
}

