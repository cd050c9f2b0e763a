// The OpenAI-compatible provider: the same local retrieval supplies the context, the model writes the
// reply, and zod checks what comes back. Anything short of a valid answer (timeout, HTTP error, malformed
// JSON, schema mismatch, an id we never offered) is logged and answered by the local provider instead, so
// the twin never goes silent and never cites what the user didn't write.
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Hit } from './bm25.js';
import type { LocalProvider } from './local-provider.js';
import { canonicalCategory, themeWords } from './theme-lexicon.js';
import type {
  ChatTurn, ChoicePrediction, Citation, DilemmaScenario, OpenAIProviderOptions, SessionChoice, Twin, TwinReply, WordPrediction, WordRound,
} from './types.js';

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 15_000;
const CONTEXT_CHARS = 1200;
const MAX_CORRECTIONS = 5;

const replySchema = z.object({
  text: z.string().trim().min(1).max(4000),
  citations: z.array(z.string()).max(20),
  knewNothing: z.boolean(),
});

const choiceSchema = (ids: [string, ...string[]]) =>
  z.object({ choiceId: z.enum(ids), confidence: z.number().min(0).max(1), reasoning: z.string().trim().min(1).max(1000) });

const wordSchema = z.object({
  word: z.string().trim().min(1).max(40).refine((w) => w.split(/\s+/).length <= 3, 'one word or a short phrase'),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().trim().min(1).max(1000),
});

// JSON Schemas sent as response_format (strict structured outputs); zod re-checks the answer anyway,
// because an OpenAI-compatible server may ignore response_format.
const REPLY_JSON_SCHEMA = {
  type: 'object',
  properties: {
    text: { type: 'string', description: 'the reply, in the first person, in the user\'s voice' },
    citations: { type: 'array', items: { type: 'string' }, description: 'ids of the passages the reply drew on' },
    knewNothing: { type: 'boolean', description: 'true when none of the passages covers the question' },
  },
  required: ['text', 'citations', 'knewNothing'],
  additionalProperties: false,
};

const choiceJsonSchema = (ids: string[]) => ({
  type: 'object',
  properties: { choiceId: { type: 'string', enum: ids }, confidence: { type: 'number' }, reasoning: { type: 'string' } },
  required: ['choiceId', 'confidence', 'reasoning'],
  additionalProperties: false,
});

const WORD_JSON_SCHEMA = {
  type: 'object',
  properties: { word: { type: 'string' }, confidence: { type: 'number' }, reasoning: { type: 'string' } },
  required: ['word', 'confidence', 'reasoning'],
  additionalProperties: false,
};

class MalformedAnswer extends Error {}

function reasonOf(err: unknown): string {
  if (err instanceof APIConnectionTimeoutError) return 'timeout';
  if (err instanceof APIError) return err.status ? `http ${err.status}` : 'connection';
  if (err instanceof MalformedAnswer || err instanceof SyntaxError) return 'malformed';
  if (err instanceof z.ZodError) return 'schema';
  return 'error';
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export class OpenAIProvider implements Twin {
  private readonly client: OpenAI;
  readonly model: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly local: LocalProvider,
    options: OpenAIProviderOptions,
    private readonly logger: Logger,
  ) {
    this.model = options.chatModel ?? DEFAULT_CHAT_MODEL;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // no retries: a slow or failing remote gets one chance, then the local provider answers
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: this.timeoutMs, maxRetries: 0 });
  }

  private get name(): string {
    return this.local.corpus.profile.firstName || this.local.corpus.profile.username;
  }

  /** One structured completion; throws on anything but a JSON object matching `schema`. */
  private async complete<T>(name: string, jsonSchema: Record<string, unknown>, schema: z.ZodType<T>, messages: ChatCompletionMessageParam[]): Promise<T> {
    const completion = await this.client.chat.completions.create(
      { model: this.model, messages, response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchema } } },
      { timeout: this.timeoutMs },
    );
    const message = completion.choices?.[0]?.message;
    if (!message || message.refusal || typeof message.content !== 'string') throw new MalformedAnswer('no content in the completion');
    return schema.parse(JSON.parse(message.content));
  }

  private fallback(op: string, err: unknown) {
    this.logger.warn(
      { op, model: this.model, reason: reasonOf(err), err: err instanceof Error ? err.message : String(err), userId: this.local.corpus.userId },
      'twin: openai-compatible provider failed, answering with the local provider',
    );
  }

  private styleLines(): string[] {
    const p = this.local.patterns;
    const lines: string[] = [];
    if (p.openers.length) lines.push(`They often start with: ${p.openers.map((o) => `"${o.phrase}"`).join(', ')}.`);
    if (p.signOffs.length) lines.push(`They often end with: ${p.signOffs.map((o) => `"${o.phrase}"`).join(', ')}.`);
    if (p.interjections.length) lines.push(`Interjections they use: ${p.interjections.map((o) => `"${o.phrase}"`).join(', ')}.`);
    if (p.phrases.length) lines.push(`Phrases they repeat: ${p.phrases.map((o) => `"${o.phrase}"`).join(', ')}.`);
    if (p.lowercase) lines.push('They write in lowercase.');
    if (p.exclamationRate > 0.2) lines.push('They use exclamation marks a lot.');
    return lines;
  }

  /** Corrections as examples: those about this question first, then the most recent. */
  private correctionLines(retrievedIds: Set<string>): string[] {
    const corrections = this.local.corpus.corrections;
    return [...corrections]
      .sort((a, b) => Number(retrievedIds.has(`correction:${b.id}`)) - Number(retrievedIds.has(`correction:${a.id}`)) || b.createdAt.localeCompare(a.createdAt))
      .slice(0, MAX_CORRECTIONS)
      .map((c) => `Q: ${clip(c.question, 300)}\nThe twin answered: ${clip(c.originalReply, 300)}\n${this.name} would have said: ${clip(c.correctedReply, 600)}`);
  }

  async answer(message: string, history: ChatTurn[] = []): Promise<TwinReply> {
    const retrieval = this.local.retrieve(message, history, 6);
    const offered = new Map<string, Hit>();
    for (const h of retrieval.hits) offered.set(h.doc.key, h);
    // a correction to this very question is always offered, whatever its BM25 rank
    for (const { correction } of retrieval.corrections) {
      const doc = this.local.index.docs.find((d) => d.key === `correction:${correction.id}`);
      if (doc && !offered.has(doc.key)) offered.set(doc.key, { doc, score: 0, coverage: 1, matched: [] });
    }
    const context = [...offered.values()]
      .map((h) => `[${h.doc.key}]${h.doc.title ? ` (${clip(h.doc.title, 120)})` : ''}\n${clip(h.doc.quotable, CONTEXT_CHARS)}`)
      .join('\n\n');
    const corrections = this.correctionLines(new Set(offered.keys()));
    const system = [
      `You are the digital twin of ${this.name}. Answer as ${this.name}, in the first person, in their voice, as they would in a chat.`,
      `Speak only from what ${this.name} wrote below; never invent facts about their life. Never mention being an AI, a model or an assistant.`,
      `If nothing below covers the question, say honestly, in their voice, that you haven't written about that yet, ask a question back, and set knewNothing to true.`,
      `Put the ids (in square brackets below) of every passage you drew on in "citations"; use no other ids.`,
      ...(this.styleLines().length ? ['', `${this.name}'s style:`, ...this.styleLines()] : []),
      '',
      `What ${this.name} wrote, most relevant first:`,
      context || '(nothing relevant)',
      ...(corrections.length ? ['', `How ${this.name} corrected earlier replies (answer like the corrections):`, ...corrections] : []),
    ].join('\n');
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: system },
      ...history.slice(-10).map((t): ChatCompletionMessageParam => (t.role === 'user' ? { role: 'user', content: t.text } : { role: 'assistant', content: t.text })),
      { role: 'user', content: message },
    ];
    try {
      const out = await this.complete('twin_reply', REPLY_JSON_SCHEMA, replySchema, messages);
      const citations: Citation[] = [];
      for (const id of new Set(out.citations)) {
        const hit = offered.get(id); // ids the model invents are dropped
        if (hit) citations.push({ entryId: hit.doc.refId, title: hit.doc.title, excerpt: clip(hit.doc.quotable, 240), source: hit.doc.source });
      }
      return { text: out.text, citations, provider: 'openai', knewNothing: out.knewNothing };
    } catch (err) {
      this.fallback('answer', err);
      return this.local.answer(message, history);
    }
  }

  async predictChoice(scenario: DilemmaScenario, history: SessionChoice[] = []): Promise<ChoicePrediction> {
    const ids = scenario.choices.map((c) => c.id);
    const local = await this.local.predictChoice(scenario, history);
    const past = [...this.local.corpus.choices]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 30)
      .map((c) => `- ${c.category}: chose "${clip(c.choiceText, 120)}" [${c.traits.join(', ')}] over ${c.options.filter((o) => o.id !== c.choiceId).map((o) => `"${clip(o.text, 80)}" [${o.traits.join(', ')}]`).join(', ') || '(options unknown)'}`);
    const session = history.map((h) => `- ${h.scenarioId}: chose ${h.choiceText ? `"${clip(h.choiceText, 120)}"` : h.choiceId}${h.traits?.length ? ` [${h.traits.join(', ')}]` : ''}`);
    const writing = this.local.retrieve(`${scenario.title} ${scenario.description} ${scenario.context ?? ''}`, [], 3).hits
      .map((h) => `[${h.doc.key}] ${clip(h.doc.quotable, 500)}`);
    const system = [
      `Predict which option ${this.name} will choose in a dilemma, from how they chose before and what they wrote.`,
      `Answer with the option's id, your confidence (0 to 1) and a one-sentence reasoning addressed to ${this.name} ("You ...").`,
      '', `Earlier choices (most recent first):`, ...(past.length ? past : ['(none yet)']),
      ...(session.length ? ['', 'Earlier in this session:', ...session] : []),
      ...(writing.length ? ['', `What ${this.name} wrote that may bear on it:`, ...writing] : []),
      '', `A simple trait-count model predicts "${local.choiceId}" (${local.reasoning}).`,
    ].join('\n');
    const user = [
      `${scenario.title}: ${scenario.description}${scenario.context ? `\n${scenario.context}` : ''}`,
      `Category: ${scenario.category ?? 'general'}`,
      ...scenario.choices.map((c) => `- id ${c.id}: ${c.text}${c.traits?.length ? ` [${c.traits.join(', ')}]` : ''}`),
    ].join('\n');
    try {
      const out = await this.complete('choice_prediction', choiceJsonSchema(ids), choiceSchema(ids as [string, ...string[]]), [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ]);
      return { choiceId: out.choiceId, confidence: Math.round(out.confidence * 100) / 100, reasoning: out.reasoning, provider: 'openai' };
    } catch (err) {
      this.fallback('predictChoice', err);
      return local;
    }
  }

  async predictWord(category: string, history: WordRound[] = []): Promise<WordPrediction> {
    const name = canonicalCategory(category);
    const local = await this.local.predictWord(category, history);
    const words = [...this.local.corpus.words, ...history.map((h) => ({ ...h, createdAt: h.createdAt ?? '' }))];
    const same = words.filter((w) => canonicalCategory(w.category) === name).map((w) => w.word);
    const others = words.filter((w) => canonicalCategory(w.category) !== name).slice(-30).map((w) => `${w.category}: ${w.word}`);
    const writing = this.local.retrieve(`${name} ${themeWords(name).slice(0, 8).join(' ')}`, [], 3).hits
      .map((h) => `[${h.doc.key}] ${clip(h.doc.quotable, 400)}`);
    const system = [
      `Predict the single word ${this.name} will say first when they hear a category in a word-association game.`,
      `Answer with the word, your confidence (0 to 1) and a one-sentence reasoning addressed to ${this.name} ("You ...").`,
      '', `Their earlier answers for ${name}: ${same.length ? same.join(', ') : '(none yet)'}`,
      `Their answers for other categories: ${others.length ? others.join('; ') : '(none yet)'}`,
      ...(writing.length ? ['', `What ${this.name} wrote about it:`, ...writing] : []),
      '', `A simple frequency model predicts "${local.word}".`,
    ].join('\n');
    try {
      const out = await this.complete('word_prediction', WORD_JSON_SCHEMA, wordSchema, [
        { role: 'system', content: system },
        { role: 'user', content: `Category: ${name}` },
      ]);
      return { word: out.word, confidence: Math.round(out.confidence * 100) / 100, reasoning: out.reasoning, provider: 'openai' };
    } catch (err) {
      this.fallback('predictWord', err);
      return local;
    }
  }
}
