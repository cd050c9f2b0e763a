// The documented text-analysis method (docs/alignment.md §2): tokenise, count lexicon words (skipping
// negated ones), count style features. Pure: the same text always gives the same features.
import { EMOTIONS, PERSONALITY_TRAITS, type Emotion, type PersonalityTrait } from '@immortal/proto/alignment';
import { EMOTION_WORDS, FIRST_PERSON, IDIOMS, NEGATORS, NON_THEME_ENDINGS, SLANG_WORDS, STOPWORDS, THEME_EXCEPTIONS, TRAIT_WORDS } from './lexicon.js';

export interface TextFeatures {
  words: number;
  sentences: number;
  questions: number;
  exclamations: number;
  firstPerson: number;
  /** words of 7 letters or more */
  longWords: number;
  emotions: Record<Emotion, number>;
  traits: Record<PersonalityTrait, number>;
  /** slang words + idioms */
  slang: number;
  /** the text's most frequent content words (at most THEMES_PER_TEXT), word -> count */
  themes: Record<string, number>;
}

export const THEMES_PER_TEXT = 8;
export const NEGATION_WINDOW = 3;

const EMOTION_OF = new Map<string, Emotion>();
for (const e of EMOTIONS) for (const w of EMOTION_WORDS[e]) EMOTION_OF.set(w, e);
const TRAIT_OF = new Map<string, PersonalityTrait>();
for (const t of PERSONALITY_TRAITS) for (const w of TRAIT_WORDS[t]) TRAIT_OF.set(w, t);

/** Lines that embed image data or links in an entry (core §3) carry no words of the user. */
const EMBEDDED = /^(ImageData: data:image\S*|Image URL: \S+)$/gm;

export function tokenize(text: string): string[] {
  return (
    text
      .replace(EMBEDDED, ' ')
      .replace(/[\u2018\u2019]/g, "'")
      .toLowerCase()
      .match(/[a-z]+(?:'[a-z]+)*/g) ?? []
  );
}

const zeroEmotions = (): Record<Emotion, number> =>
  ({ joy: 0, trust: 0, fear: 0, surprise: 0, sadness: 0, disgust: 0, anger: 0, anticipation: 0 });
const zeroTraits = (): Record<PersonalityTrait, number> => ({ optimism: 0, curiosity: 0, introspection: 0, creativity: 0 });

export function emptyText(): TextFeatures {
  return { words: 0, sentences: 0, questions: 0, exclamations: 0, firstPerson: 0, longWords: 0, emotions: zeroEmotions(), traits: zeroTraits(), slang: 0, themes: {} };
}

/** A content word that can name what the user writes about: 4+ letters, no stop word, no past-tense form. */
export const isThemeWord = (tok: string): boolean =>
  tok.length >= 4 && !STOPWORDS.has(tok) && (THEME_EXCEPTIONS.has(tok) || !NON_THEME_ENDINGS.some((e) => tok.endsWith(e)));

const isNegator = (t: string | undefined) => t !== undefined && (NEGATORS.has(t) || t.endsWith("n't"));

export function analyzeText(raw: string): TextFeatures {
  const text = raw.replace(EMBEDDED, ' ');
  const tokens = tokenize(text);
  const f = emptyText();
  f.words = tokens.length;
  if (tokens.length === 0) return f;
  f.sentences = Math.max(1, text.split(/[.!?]+/).filter((s) => /[A-Za-z]/.test(s)).length);
  f.questions = (text.match(/\?+/g) ?? []).length;
  f.exclamations = (text.match(/!+/g) ?? []).length;
  const themeCounts = new Map<string, number>();
  tokens.forEach((tok, i) => {
    if (FIRST_PERSON.has(tok)) f.firstPerson++;
    if (tok.replace(/'/g, '').length >= 7) f.longWords++;
    if (SLANG_WORDS.has(tok)) f.slang++;
    if (isThemeWord(tok)) themeCounts.set(tok, (themeCounts.get(tok) ?? 0) + 1);
    const emotion = EMOTION_OF.get(tok);
    const trait = TRAIT_OF.get(tok);
    if (!emotion && !trait) return;
    let negated = false;
    for (let k = 1; k <= NEGATION_WINDOW; k++) if (isNegator(tokens[i - k])) negated = true;
    if (negated) return;
    if (emotion) f.emotions[emotion]++;
    if (trait) f.traits[trait]++;
  });
  f.traits.curiosity += f.questions;
  const joined = ` ${tokens.join(' ')} `;
  for (const idiom of IDIOMS) {
    const needle = ` ${idiom} `;
    for (let at = joined.indexOf(needle); at !== -1; at = joined.indexOf(needle, at + needle.length - 1)) f.slang++;
  }
  f.themes = Object.fromEntries(
    [...themeCounts.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, THEMES_PER_TEXT),
  );
  return f;
}
