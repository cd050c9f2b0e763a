// The default provider: offline and deterministic. Everything it knows is built from the one corpus it
// was given, once, on first use; the same corpus and input always give the same output.
import type { Bm25Index } from './bm25.js';
import { composeGreeting, composeReply, intentOf } from './compose-reply.js';
import type { TwinCorpus } from './corpus.js';
import { buildIndex } from './documents.js';
import { minePatterns, type PersonaPatterns } from './persona-patterns.js';
import { learnChoices, predictChoice, type ChoiceModel } from './predict-choice.js';
import { learnWords, predictWord, type WordModel } from './predict-word.js';
import { retrieve, type Retrieval } from './retrieve.js';
import type { ChatTurn, ChoicePrediction, DilemmaScenario, SessionChoice, Twin, TwinReply, WordPrediction, WordRound } from './types.js';

export class LocalProvider implements Twin {
  private _index?: Bm25Index;
  private _patterns?: PersonaPatterns;
  private _choices?: ChoiceModel;
  private _words?: WordModel;

  constructor(readonly corpus: TwinCorpus) {}

  get index(): Bm25Index {
    return (this._index ??= buildIndex(this.corpus));
  }

  get patterns(): PersonaPatterns {
    return (this._patterns ??= minePatterns(this.corpus));
  }

  private get choiceModel(): ChoiceModel {
    return (this._choices ??= learnChoices(this.corpus));
  }

  private get wordModel(): WordModel {
    return (this._words ??= learnWords(this.corpus));
  }

  /** Shared with the OpenAI provider, so both speak from the same evidence. */
  retrieve(message: string, history: ChatTurn[] = [], limit = 5): Retrieval {
    return retrieve(this.index, this.corpus.corrections, message, history, limit);
  }

  get name(): string {
    return this.corpus.profile.firstName || this.corpus.profile.username;
  }

  async answer(message: string, history: ChatTurn[] = []): Promise<TwinReply> {
    const intent = intentOf(message);
    if (intent === 'greeting') return composeGreeting(message, this.patterns);
    if (intent === 'identity') {
      // "who are you?": the name, then what the user writes about most (or last), in their words
      const latest = [...this.index.docs].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      const about = this.patterns.themes.join(' ') || latest?.quotable || message;
      const retrieval = retrieve(this.index, [], about, [], 3);
      return composeReply({ message: about, history, retrieval, index: this.index, patterns: this.patterns, lead: `I'm ${this.name}.` });
    }
    return composeReply({ message, history, retrieval: this.retrieve(message, history), index: this.index, patterns: this.patterns });
  }

  async predictChoice(scenario: DilemmaScenario, history: SessionChoice[] = []): Promise<ChoicePrediction> {
    return { ...predictChoice(this.choiceModel, this.corpus, scenario, history), provider: 'local' };
  }

  async predictWord(category: string, history: WordRound[] = []): Promise<WordPrediction> {
    return { ...predictWord(this.wordModel, category, history, this.corpus), provider: 'local' };
  }
}
