// The user's verbal habits, mined from everything they wrote: openers ("Honestly, ..."), sign-offs
// ("Cheers!", ":)"), short interjections ("Haha."), recurring phrases, and casing. Replies mirror these so
// the twin sounds like the user rather than like an assistant.
import type { TwinCorpus } from './corpus.js';
import { cleanContent, isStopWord, sentences, stem, words } from './tokenize.js';

export interface Phrase {
  phrase: string;
  count: number;
}

export interface PersonaPatterns {
  /** discourse markers the user starts sentences with, most frequent first */
  openers: Phrase[];
  /** how they end messages */
  signOffs: Phrase[];
  /** one- or two-word exclamations they repeat */
  interjections: Phrase[];
  /** recurring multi-word phrases */
  phrases: Phrase[];
  /** share of the user's texts that begin with one of the openers */
  openerRate: number;
  /** share of the user's texts that end with one of the sign-offs */
  signOffRate: number;
  /** they write sentence starts in lowercase */
  lowercase: boolean;
  /** share of their sentences ending in '!' */
  exclamationRate: number;
  /** how they say hello ("hey", "Hiya"), from their own messages */
  greeting: string | null;
  /** what they write about most (surface words), for "I've mostly written about ..." */
  themes: string[];
  /** texts analysed */
  textCount: number;
}

const TRAILER = /\s*((?::|;|=)-?[)(DPp]|<3|\bx{2,3}\b|[\p{Extended_Pictographic}\u200d\ufe0f]+)\s*$/u;
const MIN_REPEAT = 2;

function bump(map: Map<string, { count: number; forms: Map<string, number> }>, key: string, form: string) {
  const slot = map.get(key) ?? { count: 0, forms: new Map<string, number>() };
  slot.count++;
  slot.forms.set(form, (slot.forms.get(form) ?? 0) + 1);
  map.set(key, slot);
}

/** Most frequent first; ties broken alphabetically so the result is deterministic. */
function ranked(map: Map<string, { count: number; forms: Map<string, number> }>, min: number, limit: number): Phrase[] {
  return [...map.entries()]
    .filter(([, v]) => v.count >= min)
    .map(([k, v]) => {
      const form = [...v.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? k;
      return { phrase: form, count: v.count };
    })
    .sort((a, b) => b.count - a.count || (a.phrase < b.phrase ? -1 : 1))
    .slice(0, limit);
}

/** "Honestly," / "To be fair," / "Oh man!" at the start of a sentence: up to 4 words before a comma or '!'. */
function openerOf(sentence: string): string | null {
  // the marker must be followed by more of the sentence: "Cheers!" on its own is a sign-off, not an opener
  const m = /^([\p{L}'’]+(?:\s+[\p{L}'’]+){0,3})\s*(?:,|\s[-–—]\s|\.\.\.|…)\s*[\p{L}\p{N}]/u.exec(sentence);
  if (!m) return null;
  const phrase = m[1]!;
  // "I think, ..." is a clause, not a habit worth copying on its own
  if (/^i\b/i.test(phrase) && phrase.split(/\s+/).length > 1) return null;
  return phrase;
}

/** habits are recent: mining the latest texts keeps a large corpus cheap and follows how the user writes now */
const MAX_MESSAGES = 500;
const MAX_WRITINGS = 800;

const latest = <T extends { createdAt: string }>(items: T[], n: number): T[] =>
  items.length <= n ? items : [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, n);

export function userTexts(corpus: TwinCorpus): string[] {
  const writings = [
    ...corpus.entries.filter((e) => e.trainingWeight > 0).map((e) => ({ text: cleanContent(e.content), createdAt: e.createdAt })),
    ...corpus.trainingAnswers.map((a) => ({ text: a.answer, createdAt: a.createdAt })),
    ...corpus.corrections.map((c) => ({ text: c.correctedReply, createdAt: c.createdAt })),
  ];
  return [
    ...latest(corpus.messages, MAX_MESSAGES).map((m) => m.text),
    ...latest(writings, MAX_WRITINGS).map((w) => w.text),
  ].filter((t) => t.trim().length > 0);
}

export function minePatterns(corpus: TwinCorpus): PersonaPatterns {
  const texts = userTexts(corpus);
  const openers = new Map<string, { count: number; forms: Map<string, number> }>();
  const signOffs = new Map<string, { count: number; forms: Map<string, number> }>();
  const interjections = new Map<string, { count: number; forms: Map<string, number> }>();
  const grams = new Map<string, { count: number; forms: Map<string, number> }>();
  const greetings = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const m of corpus.messages) {
    const g = /^\s*(hi|hello|hey|heya|hiya|howdy|yo|hej|hallo|morning)\b/i.exec(m.text);
    if (g) bump(greetings, g[1]!.toLowerCase(), g[1]!);
  }
  let sentenceCount = 0;
  let lowerStarts = 0;
  let letterStarts = 0;
  let exclaims = 0;

  for (const raw of texts) {
    const text = raw.trim();
    const trailer = TRAILER.exec(text);
    const body = trailer ? text.slice(0, trailer.index).trim() : text;
    const ss = sentences(body);
    const seenOpeners = new Set<string>();
    const seenGrams = new Set<string>();
    ss.forEach((s, i) => {
      sentenceCount++;
      const first = /\p{L}/u.exec(s)?.[0];
      if (first) {
        letterStarts++;
        if (first === first.toLowerCase() && first !== first.toUpperCase()) lowerStarts++;
      }
      if (/!\W*$/.test(s)) exclaims++;
      const o = openerOf(s);
      if (o && !seenOpeners.has(o.toLowerCase())) {
        seenOpeners.add(o.toLowerCase());
        bump(openers, o.toLowerCase(), o);
      }
      const ws = words(s);
      if (ws.length <= 2 && ws.length > 0 && i < ss.length - 1) bump(interjections, ws.join(' '), s);
      for (let n = 3; n <= 4; n++) {
        for (let j = 0; j + n <= ws.length; j++) {
          const g = ws.slice(j, j + n).join(' ');
          if (!seenGrams.has(g)) {
            seenGrams.add(g);
            bump(grams, g, g);
          }
        }
      }
    });
    // the sign-off: a trailing emoticon, or a short last sentence after a longer message
    if (trailer) bump(signOffs, trailer[1]!, trailer[1]!);
    else if (ss.length > 1) {
      const last = ss[ss.length - 1]!;
      const ws = words(last);
      if (ws.length > 0 && ws.length <= 3) bump(signOffs, ws.join(' '), last);
    }
  }

  const openerList = ranked(openers, MIN_REPEAT, 5);
  const signOffList = ranked(signOffs, MIN_REPEAT, 3);
  const openerKeys = new Set(openerList.map((o) => o.phrase.toLowerCase()));
  const signOffKeys = new Set(signOffList.map((o) => words(o.phrase).join(' ') || o.phrase));
  let opened = 0;
  let signed = 0;
  for (const t of texts) {
    const firstSentence = sentences(t)[0] ?? '';
    const o = openerOf(firstSentence);
    if (o && openerKeys.has(o.toLowerCase())) opened++;
    const trailer = TRAILER.exec(t.trim());
    const lastSentence = sentences(t).at(-1) ?? '';
    if ((trailer && signOffKeys.has(trailer[1]!)) || signOffKeys.has(words(lastSentence).join(' '))) signed++;
  }

  // recurring phrases: 3-4 words anywhere, in at least three distinct texts
  const phraseList = ranked(new Map([...grams.entries()].filter(([g]) => g.split(' ').length >= 3)), 3, 8);

  return {
    openers: openerList,
    signOffs: signOffList,
    interjections: ranked(interjections, MIN_REPEAT, 3).filter((i) => !openerKeys.has(i.phrase.toLowerCase())),
    phrases: phraseList,
    openerRate: texts.length ? opened / texts.length : 0,
    signOffRate: texts.length ? signed / texts.length : 0,
    lowercase: letterStarts >= 5 && lowerStarts / letterStarts > 0.6,
    exclamationRate: sentenceCount ? exclaims / sentenceCount : 0,
    greeting: ranked(greetings, 1, 1)[0]?.phrase ?? null,
    themes: topThemes(corpus, new Set([...openerList, ...signOffList].flatMap((p) => words(p.phrase)))),
    textCount: texts.length,
  };
}

// frequent in anyone's writing, so they say nothing about what this user writes about
const GENERIC = new Set(
  ('time today yesterday tomorrow week weeks year years days feel felt feeling going went come came make made like ' +
    'want wanted good great little always never every everything someone people first last back right long next ' +
    'sure better best need needed love loved life morning night find found take took keep kept start started ' +
    'look looked give gave might must seem seems getting doing being would could should around thing').split(' '),
);

// finally, usually, lately, recently, probably: how, not what, someone writes about
const ADVERB = /(?<!fam)(?:ally|ully|ely|ily|ntly|bly|tly)$/;

/** Content words appearing in the most entries (at least two), in their most common surface form. */
function topThemes(corpus: TwinCorpus, habits: Set<string>, limit = 3): string[] {
  const df = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const e of latest(corpus.entries, MAX_WRITINGS * 2)) {
    if (e.trainingWeight <= 0) continue;
    const seen = new Set<string>();
    for (const w of words(`${e.title ?? ''} ${cleanContent(e.content)}`)) {
      if (isStopWord(w) || GENERIC.has(w) || habits.has(w) || w.length < 4 || /\d/.test(w) || ADVERB.test(w)) continue;
      const t = stem(w);
      if (seen.has(t)) continue;
      seen.add(t);
      bump(df, t, w);
    }
  }
  return ranked(df, 2, limit).map((p) => p.phrase);
}
