// The local provider's reply: the user's own most relevant sentences, framed with their own openers and
// sign-offs. Nothing is invented: every sentence of substance is quoted from a document it cites. The
// one templated case is the honest "I haven't written about that", and even that mirrors the user's style.
import type { Bm25Index, Hit, Query } from './bm25.js';
import { pick, unit } from './hash.js';
import type { PersonaPatterns, Phrase } from './persona-patterns.js';
import type { Retrieval } from './retrieve.js';
import { contentPhrases, isStopWord, sentences, terms, words } from './tokenize.js';
import type { ChatTurn, Citation, TwinReply } from './types.js';

const MAX_WORDS = 80;
const MAX_DOCS = 3;
const EXCERPT_CHARS = 240;
const ANAPHORIC = /^(?:it|that|this|they|them|those|these|he|she|which|there)\b/i;

interface Candidate {
  hit: Hit;
  docRank: number;
  position: number;
  text: string;
  all: string[];
  score: number;
}

function wordCount(text: string): number {
  return words(text).length;
}

function excerpt(text: string): string {
  return text.length <= EXCERPT_CHARS ? text : text.slice(0, EXCERPT_CHARS - 1).replace(/\s+\S*$/, '') + '…';
}

function sentenceScore(sentence: string, query: Query, index: Bm25Index): number {
  let s = 0;
  for (const t of new Set(terms(sentence))) {
    const w = query.get(t);
    if (w) s += w * index.idf(t);
  }
  return s;
}

/** Sentences said in the last few twin turns: a follow-up should bring something new. */
function recentlySaid(history: ChatTurn[]): Set<string> {
  const said = new Set<string>();
  for (const t of history.filter((h) => h.role === 'twin').slice(-4)) {
    for (const s of sentences(t.text)) said.add(s.toLowerCase());
  }
  return said;
}

/** "But I still go." out of context reads oddly as a first sentence. */
function dropLeadingConjunction(sentence: string): string {
  const m = /^(?:and|but|so|also|plus)\s*,?\s+(.+)$/i.exec(sentence);
  if (!m) return sentence;
  const rest = m[1]!;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function selectSentences(retrieval: Retrieval, index: Bm25Index, history: ChatTurn[]): Candidate[] {
  const said = recentlySaid(history);
  const candidates: Candidate[] = [];
  retrieval.hits.slice(0, MAX_DOCS).forEach((hit, docRank) => {
    const all = sentences(hit.doc.quotable);
    all.forEach((text, position) => {
      let score = sentenceScore(text, retrieval.query, index);
      if (score <= 0) return;
      if (said.has(text.toLowerCase())) score *= 0.2;
      // earlier-ranked documents win ties: their overall match is stronger
      score *= 1 - 0.1 * docRank;
      candidates.push({ hit, docRank, position, text, all, score });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.docRank - b.docRank || a.position - b.position);
  const best = candidates[0];
  if (!best) return [];
  const chosen: Candidate[] = [best];
  let total = wordCount(best.text);
  const previous = best.all[best.position - 1];
  const next = best.all[best.position + 1];
  if (previous && ANAPHORIC.test(best.text) && total + wordCount(previous) <= MAX_WORDS * 0.7) {
    // "It tastes like home" needs the sentence that says what "it" is
    chosen.unshift({ ...best, position: best.position - 1, text: previous, score: 0 });
    total += wordCount(previous);
  } else if (next && total + wordCount(next) <= MAX_WORDS * 0.7 && !said.has(next.toLowerCase())) {
    // the next sentence of the same entry usually carries the user's reasoning: keep the thought whole
    chosen.push({ ...best, position: best.position + 1, text: next, score: 0 });
    total += wordCount(next);
  }
  // one more voice from a different document when it is nearly as relevant
  const other = candidates.find((c) => c.hit !== best.hit && c.score >= 0.5 * best.score);
  if (other && total + wordCount(other.text) <= MAX_WORDS) chosen.push(other);
  return chosen;
}

/** Sentences are joined into one reply, so each needs its own end mark. */
function terminate(sentence: string): string {
  return /[.!?…]["')\]]*$/.test(sentence) ? sentence : `${sentence}.`;
}

function citationsOf(chosen: Candidate[]): Citation[] {
  const byDoc = new Map<string, { hit: Hit; texts: string[] }>();
  for (const c of chosen) {
    const slot = byDoc.get(c.hit.doc.key) ?? { hit: c.hit, texts: [] };
    slot.texts.push(c.text);
    byDoc.set(c.hit.doc.key, slot);
  }
  return [...byDoc.values()].map(({ hit, texts }) => ({
    entryId: hit.doc.refId,
    title: hit.doc.title,
    excerpt: excerpt(texts.join(' ')),
    source: hit.doc.source,
  }));
}

function weightedPick(phrases: Phrase[], key: string, salt: string): string | undefined {
  const total = phrases.reduce((a, p) => a + p.count, 0);
  let r = unit(key, salt) * total;
  for (const p of phrases) {
    r -= p.count;
    if (r < 0) return p.phrase;
  }
  return phrases[0]?.phrase;
}

function startsWithI(text: string): boolean {
  return /^I(?:\b|['’])/.test(text);
}

function lowerFirst(text: string): string {
  if (startsWithI(text)) return text;
  const first = words(text)[0];
  // only function words are safely lowercased: a capitalised content word may be a name
  if (first && isStopWord(first)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Frames a body with the user's habits, as often as the user uses them (decided by the input's hash). */
export function applyStyle(body: string, patterns: PersonaPatterns, key: string, ownWords = true): string {
  let text = body.trim();
  const hasOwnOpener = /^[\p{L}'’]+(?:\s+[\p{L}'’]+){0,3}\s*,/u.test(text);
  const openerRate = patterns.openers.length ? Math.max(patterns.openerRate, 0.3) : 0;
  if (!hasOwnOpener && unit(key, 'opener') < openerRate) {
    const opener = weightedPick(patterns.openers, key, 'which-opener');
    // the user's capitals are kept unless surely safe to lower; our own template words always are
    if (opener) text = `${upperFirst(opener)}, ${ownWords ? lowerFirst(text) : startsWithI(text) ? text : text.charAt(0).toLowerCase() + text.slice(1)}`;
  }
  const signOffRate = patterns.signOffs.length ? Math.max(patterns.signOffRate, 0.3) : 0;
  if (unit(key, 'signoff') < signOffRate) {
    const signOff = weightedPick(patterns.signOffs, key, 'which-signoff');
    if (signOff && !text.toLowerCase().endsWith(signOff.toLowerCase())) text = `${text} ${signOff}`;
  }
  if (patterns.lowercase && !startsWithI(text)) text = text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const NOTHING_WITH_TOPIC = [
  (t: string) => `I haven't written anything about ${t} yet.`,
  (t: string) => `I don't think I've ever written about ${t}.`,
  (t: string) => `Nothing I've written so far touches on ${t}.`,
  (t: string) => `So far I haven't written a word about ${t}.`,
];
const NOTHING_PLAIN = ["I haven't written about that yet.", "That's not something I've put into words yet."];
const ASK_BACK = ['What made you ask?', 'What would you want to know?', 'What do you think about it?', 'Why do you ask?'];

/** The honest answer when nothing the user wrote is relevant: say so, name what they do write about, ask back. */
export function composeKnewNothing(message: string, patterns: PersonaPatterns): TwinReply {
  const topic = contentPhrases(message).slice(0, 2);
  const opening = topic.length
    ? pick(NOTHING_WITH_TOPIC, message, 'nothing')!(listPhrase(topic))
    : pick(NOTHING_PLAIN, message, 'nothing')!;
  const themes = patterns.themes.filter((t) => !topic.some((p) => p.split(' ').includes(t)));
  const mostly = themes.length ? ` I've mostly written about ${listPhrase(themes.slice(0, 2))}.` : '';
  const ask = pick(ASK_BACK, message, 'ask')!;
  return {
    text: applyStyle(`${opening}${mostly} ${ask}`, patterns, message, false),
    citations: [],
    provider: 'local',
    knewNothing: true,
  };
}

const GREETING = /^\s*(?:hi|hello|hey|hiya|howdy|yo|hej|hallo|good (?:morning|afternoon|evening))(?:\s+(?:there|you|again))?[\s!.,?]*$/i;
const IDENTITY = /\b(?:who are you|what(?:'s|’s| is) your name|tell me about (?:yourself|you)|introduce yourself|describe yourself)\b/i;
const GREETING_ASKS = ["What's on your mind?", 'What do you want to talk about?', 'How are you?'];

export type Intent = 'greeting' | 'identity' | 'question';

/** Small talk is answered as small talk: "hi" is not a topic the user failed to write about. */
export function intentOf(message: string): Intent {
  if (GREETING.test(message)) return 'greeting';
  if (IDENTITY.test(message)) return 'identity';
  return 'question';
}

/** A greeting back, in the user's own greeting word when they have one. */
export function composeGreeting(message: string, patterns: PersonaPatterns): TwinReply {
  const hello = patterns.greeting ?? (/^\s*hey/i.test(message) ? 'Hey' : 'Hi');
  return {
    text: applyStyle(`${upperFirst(hello)}! ${pick(GREETING_ASKS, message, 'greet')!}`, { ...patterns, openers: [] }, message, false),
    citations: [],
    provider: 'local',
    knewNothing: false,
  };
}

export interface ComposeInput {
  message: string;
  history: ChatTurn[];
  retrieval: Retrieval;
  index: Bm25Index;
  patterns: PersonaPatterns;
  /** said before the quoted sentences (e.g. "I'm Maya.") */
  lead?: string;
}

export function composeReply({ message, history, retrieval, index, patterns, lead }: ComposeInput): TwinReply {
  // a correction to this very question is the user telling us exactly what they'd say: say that
  const corrected = retrieval.corrections[0]?.correction;
  if (corrected) {
    return {
      text: corrected.correctedReply.trim(),
      citations: [{ entryId: corrected.id, title: corrected.question, excerpt: excerpt(corrected.correctedReply.trim()), source: 'correction' }],
      provider: 'local',
      knewNothing: false,
    };
  }
  const chosen = selectSentences(retrieval, index, history);
  if (chosen.length === 0) {
    const nothing = composeKnewNothing(message, patterns);
    return lead ? { ...nothing, text: `${lead} ${nothing.text}` } : nothing;
  }
  const body = (lead ? `${lead} ` : '') + chosen.map((c, i) => terminate(i === 0 && c.position > 0 ? dropLeadingConjunction(c.text) : c.text)).join(' ');
  return {
    text: applyStyle(body, patterns, message),
    citations: citationsOf(chosen),
    provider: 'local',
    knewNothing: false,
  };
}
