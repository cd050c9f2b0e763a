// @immortal/twin: the persona engine. Consumers build a TwinCorpus from their read model and ask the twin.
export { createTwin, twinOptionsFromEnv } from './twin.js';
export {
  twinCorpus, corpusEntry, corpusTrainingAnswer, corpusCorrection, corpusChoice, corpusWord, choiceOption, parseCorpus, emptyCorpus,
  type TwinCorpus, type TwinCorpusInput, type CorpusEntry, type CorpusTrainingAnswer, type CorpusCorrection, type CorpusChoice,
  type CorpusWord, type ChoiceOption,
} from './corpus.js';
export {
  chatTurn, dilemmaScenario, sessionChoice, wordRound,
  type ChatTurn, type DilemmaScenario, type SessionChoice, type WordRound, type Citation, type CitationSource, type ProviderName,
  type TwinReply, type ChoicePrediction, type WordPrediction, type Twin, type TwinOptions, type OpenAIProviderOptions,
} from './types.js';
export { WORD_CATEGORIES, type WordCategory } from './theme-lexicon.js';
export { DEFAULT_CHAT_MODEL, DEFAULT_TIMEOUT_MS } from './openai-provider.js';
