// Each user's twin is built from that user's own material only: journal entries (copied here from
// journal events), their quality-training answers, their corrections and their own chat messages.
// The corpus and the twin are cached per user and rebuilt lazily after any change, because building a
// twin's index costs far more than answering with it.
import { createTwin, type Twin, type TwinCorpusInput, type TwinOptions } from '@immortal/twin';
import type { EntryPayload } from '@immortal/proto/journal';
import { Conversation, type ConversationDoc } from '../conversations/conversation.model.js';
import { TrainingPrompt, type TrainingPromptDoc } from '../training/training-prompt.model.js';
import { CorpusEntry } from './corpus-entry.model.js';

type Corpus = Required<Pick<TwinCorpusInput, 'entries' | 'trainingAnswers' | 'corrections' | 'messages'>>;

interface Cached {
  corpus: Corpus;
  twin: Twin | null;
}

const MAX_MESSAGES = 500;

export class CorpusService {
  private readonly cache = new Map<string, Promise<Cached>>();

  constructor(private readonly twinOptions: TwinOptions) {}

  async twinFor(userId: string, username: string): Promise<Twin> {
    const cached = await this.loaded(userId);
    cached.twin ??= createTwin({ userId, profile: { username }, ...cached.corpus }, this.twinOptions);
    return cached.twin;
  }

  /** The material the twin has for this user (what quality training measures thinness on). */
  async corpusOf(userId: string): Promise<Corpus> {
    return (await this.loaded(userId)).corpus;
  }

  /** journal.entry.created / updated: last writer (by event id) wins, so redeliveries change nothing. */
  async putEntry(userId: string, eventId: string, e: EntryPayload): Promise<void> {
    const existing = await CorpusEntry.findById(e.entryId).lean();
    if (existing && existing.eventId >= eventId) return;
    const doc = {
      userId, type: e.type, title: e.title, content: e.content, trainingWeight: e.trainingWeight, createdAt: e.createdAt, eventId, deleted: false,
    };
    await CorpusEntry.updateOne({ _id: e.entryId }, { $set: doc }, { upsert: true });
    this.change(userId, (c) => {
      c.entries = c.entries.filter((x) => x.id !== e.entryId);
      c.entries.push({ id: e.entryId, type: e.type, title: e.title, content: e.content, createdAt: e.createdAt, trainingWeight: e.trainingWeight });
    });
  }

  async deleteEntry(userId: string, eventId: string, entryId: string): Promise<void> {
    const existing = await CorpusEntry.findById(entryId).lean();
    if (existing && existing.eventId >= eventId) return;
    await CorpusEntry.updateOne(
      { _id: entryId },
      { $set: { userId, type: existing?.type ?? 'thought', content: '-', title: null, createdAt: existing?.createdAt ?? '', eventId, deleted: true } },
      { upsert: true },
    );
    this.change(userId, (c) => {
      c.entries = c.entries.filter((x) => x.id !== entryId);
    });
  }

  noteMessage(userId: string, text: string, createdAt: string): void {
    this.change(userId, (c) => {
      c.messages.push({ text, createdAt });
      if (c.messages.length > MAX_MESSAGES) c.messages.splice(0, c.messages.length - MAX_MESSAGES);
    });
  }

  noteCorrection(userId: string, correction: Corpus['corrections'][number]): void {
    this.change(userId, (c) => {
      c.corrections = c.corrections.filter((x) => x.id !== correction.id);
      c.corrections.push(correction);
    });
  }

  noteTrainingAnswer(userId: string, answer: Corpus['trainingAnswers'][number]): void {
    this.change(userId, (c) => {
      c.trainingAnswers = c.trainingAnswers.filter((x) => x.id !== answer.id);
      c.trainingAnswers.push(answer);
    });
  }

  async eraseUser(userId: string): Promise<void> {
    this.cache.delete(userId);
    await CorpusEntry.deleteMany({ userId });
  }

  private loaded(userId: string): Promise<Cached> {
    let cached = this.cache.get(userId);
    if (!cached) {
      cached = this.load(userId);
      this.cache.set(userId, cached);
      cached.catch(() => this.cache.delete(userId));
    }
    return cached;
  }

  /** Applies a change to a cached corpus (an uncached one is read fresh from the database later). */
  private change(userId: string, apply: (c: Corpus) => void): void {
    const cached = this.cache.get(userId);
    if (!cached) return;
    this.cache.set(
      userId,
      cached.then((c) => {
        apply(c.corpus);
        return { corpus: c.corpus, twin: null };
      }),
    );
  }

  private async load(userId: string): Promise<Cached> {
    const [entries, prompts, conversations] = await Promise.all([
      CorpusEntry.find({ userId, deleted: false }).lean(),
      TrainingPrompt.find({ userId, isCompleted: true }).lean<TrainingPromptDoc[]>(),
      Conversation.find({ userId }).sort({ createdAt: 1 }).lean<ConversationDoc[]>(),
    ]);
    return {
      twin: null,
      corpus: {
        entries: entries.map((e) => ({ id: e._id, type: e.type, title: e.title ?? null, content: e.content, createdAt: e.createdAt, trainingWeight: e.trainingWeight ?? 1 })),
        trainingAnswers: prompts.map((p) => ({
          id: String(p._id), category: p.category, prompt: p.promptText, answer: p.userResponse ?? '', createdAt: (p.completedAt ?? p.generatedAt).toISOString(),
        })),
        corrections: conversations
          .filter((c) => c.correctedResponse)
          .map((c) => ({ id: String(c._id), question: c.userMessage, originalReply: c.aiResponse, correctedReply: c.correctedResponse!, createdAt: new Date(c.updatedAt).toISOString() })),
        messages: conversations.slice(-MAX_MESSAGES).map((c) => ({ text: c.userMessage, createdAt: new Date(c.createdAt).toISOString() })),
      },
    };
  }
}
