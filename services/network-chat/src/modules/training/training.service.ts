// Quality training asks where the twin knows least: each category's coverage is how much of the user's
// material touches it (entries and answers containing its words) plus the answers given in it; the
// thinnest category wins (ties in catalogue order), and its first prompt not yet asked is used.
import { QUALITY_CATEGORIES, type QualityCategory, type QualityMetricsView, type QualityPromptView, type SubmitTrainingReply, type DailyPromptView } from '@immortal/proto/network';
import { enqueue, newEvent, notFound, conflict, type OutboxRelay, type UserRef } from '@immortal/kit';
import type { CorpusService } from '../corpus/corpus.service.js';
import { COVERAGE_WORDS, PROMPTS } from './prompt-catalogue.js';
import { qualityOf } from './quality-score.js';
import { DailyPrompt, TrainingPrompt, type TrainingPromptDoc } from './training-prompt.model.js';

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);

export class TrainingService {
  constructor(
    private readonly corpus: CorpusService,
    private readonly relay: () => OutboxRelay,
  ) {}

  async coverage(userId: string): Promise<Record<QualityCategory, number>> {
    const c = await this.corpus.corpusOf(userId);
    const texts = [...c.entries.map((e) => `${e.title ?? ''} ${e.content}`), ...c.trainingAnswers.map((a) => a.answer)].map(wordsOf);
    const result = {} as Record<QualityCategory, number>;
    for (const category of QUALITY_CATEGORIES) {
      const touching = texts.filter((t) => COVERAGE_WORDS[category].some((w) => t.has(w))).length;
      const answered = c.trainingAnswers.filter((a) => a.category === category).length;
      result[category] = touching + 3 * answered;
    }
    return result;
  }

  async thinnest(userId: string): Promise<QualityCategory> {
    const coverage = await this.coverage(userId);
    return QUALITY_CATEGORIES.reduce((best, c) => (coverage[c] < coverage[best] ? c : best), QUALITY_CATEGORIES[0]);
  }

  async generate(user: UserRef): Promise<QualityPromptView> {
    const category = await this.thinnest(user.id);
    const asked = await TrainingPrompt.find({ userId: user.id, category }, { promptText: 1 }).lean();
    const askedTexts = new Set(asked.map((p) => p.promptText));
    const prompts = PROMPTS[category];
    const promptText = prompts.find((p) => !askedTexts.has(p)) ?? prompts[asked.length % prompts.length]!;
    const doc = await TrainingPrompt.create({ userId: user.id, category, promptText, generatedAt: new Date() });
    return { id: String(doc._id), category, promptText };
  }

  async submit(user: UserRef, promptId: string, userResponse: string): Promise<SubmitTrainingReply> {
    if (!/^[0-9a-f]{24}$/i.test(promptId)) throw notFound('Prompt not found');
    const { score, metrics } = qualityOf(userResponse);
    const completedAt = new Date();
    const prompt = await this.relay().exclusive(promptId, async () => {
      const doc = await TrainingPrompt.findById(promptId);
      if (!doc || doc.userId !== user.id) throw notFound('Prompt not found');
      if (doc.isCompleted) throw conflict('This prompt has already been answered.');
      doc.set({ userResponse, qualityScore: score, qualityMetrics: metrics, isCompleted: true, completedAt });
      enqueue(doc, newEvent('network.training.completed', user.id, { promptId, category: doc.category, answerWordCount: metrics.words }));
      await doc.save();
      return doc;
    });
    this.relay().kick(prompt._id);
    this.corpus.noteTrainingAnswer(user.id, { id: promptId, category: prompt.category, prompt: prompt.promptText, answer: userResponse, createdAt: completedAt.toISOString() });
    return {
      promptId,
      qualityScore: score,
      message: score >= 0.7 ? 'Thank you — that teaches your Immortal AI a lot about you.' : 'Thank you. More detail next time helps your Immortal AI sound even more like you.',
    };
  }

  async metrics(user: UserRef): Promise<QualityMetricsView> {
    const done = await TrainingPrompt.find({ userId: user.id, isCompleted: true }, { category: 1, qualityScore: 1 }).lean<TrainingPromptDoc[]>();
    const byCategory = Object.fromEntries(QUALITY_CATEGORIES.map((c) => [c, 0])) as Record<string, number>;
    for (const p of done) byCategory[p.category] = (byCategory[p.category] ?? 0) + 1;
    const average = done.length ? done.reduce((s, p) => s + (p.qualityScore ?? 0), 0) / done.length : 0;
    return { completed: done.length, averageQuality: Math.round(average * 100) / 100, byCategory };
  }

  /** One prompt a day per user, from the thinnest category, stable for the day. */
  async daily(user: UserRef, now = new Date()): Promise<DailyPromptView> {
    const date = now.toISOString().slice(0, 10);
    const _id = `${user.id}:${date}`;
    const existing = await DailyPrompt.findById(_id).lean();
    if (existing) return { date, message: existing.message, dismissed: existing.dismissed };
    const category = await this.thinnest(user.id);
    const prompts = PROMPTS[category];
    const message = prompts[Number(date.replace(/-/g, '')) % prompts.length]!;
    await DailyPrompt.updateOne({ _id }, { $setOnInsert: { userId: user.id, date, message, dismissed: false } }, { upsert: true });
    return { date, message, dismissed: false };
  }

  async eraseUser(userId: string): Promise<void> {
    await TrainingPrompt.deleteMany({ userId });
    await DailyPrompt.deleteMany({ userId });
  }
}
