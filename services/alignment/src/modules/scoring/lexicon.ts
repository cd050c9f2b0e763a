// Word lists written for Immortal (our own lists, not taken from a published lexicon). Each list is
// lower-case, includes common inflections (no stemming is done), and a word belongs to at most one
// emotion. They are deliberately small and plain so every count in docs/alignment.md can be checked by
// hand. Changing a list changes scores: run the replay afterwards (docs/alignment.md, "Replay").
import type { Emotion, PersonalityTrait } from '@immortal/proto/alignment';

/** Plutchik's eight emotions, ~30 everyday English words each. */
export const EMOTION_WORDS: Record<Emotion, readonly string[]> = {
  joy: [
    'happy', 'happier', 'happiest', 'happiness', 'joy', 'joyful', 'glad', 'delighted', 'delight', 'cheerful',
    'smile', 'smiled', 'smiling', 'laugh', 'laughed', 'laughing', 'laughter', 'fun', 'love', 'loved',
    'lovely', 'wonderful', 'amazing', 'celebrate', 'celebrated', 'celebration', 'pleased', 'bliss', 'proud',
    'enjoy', 'enjoyed', 'beautiful', 'awesome',
  ],
  trust: [
    'trust', 'trusted', 'trusting', 'faith', 'believe', 'believed', 'rely', 'reliable', 'loyal', 'loyalty',
    'honest', 'honesty', 'friend', 'friends', 'friendship', 'safe', 'safety', 'support', 'supported',
    'supportive', 'together', 'depend', 'confident', 'respect', 'respected', 'grateful', 'thankful', 'kind',
    'kindness', 'caring', 'team',
  ],
  fear: [
    'afraid', 'fear', 'feared', 'fearful', 'scared', 'scary', 'frightened', 'terrified', 'terror', 'anxious',
    'anxiety', 'worry', 'worried', 'worrying', 'nervous', 'panic', 'dread', 'threat', 'danger', 'dangerous',
    'unsafe', 'uneasy', 'insecure', 'horror', 'nightmare', 'tense', 'alarmed', 'doubt', 'doubts', 'risky',
  ],
  surprise: [
    'surprise', 'surprised', 'surprising', 'amazed', 'astonished', 'astonishing', 'shocked', 'shock',
    'shocking', 'unexpected', 'unexpectedly', 'sudden', 'suddenly', 'wow', 'startled', 'stunned',
    'unbelievable', 'incredible', 'remarkable', 'revelation', 'twist', 'accidentally', 'coincidence',
    'strange', 'odd', 'bizarre', 'speechless', 'whoa',
  ],
  sadness: [
    'sad', 'sadness', 'unhappy', 'sorrow', 'cry', 'cried', 'crying', 'tears', 'grief', 'grieve', 'grieving',
    'lonely', 'loneliness', 'miss', 'missed', 'missing', 'loss', 'depressed', 'depression', 'heartbroken',
    'hurt', 'pain', 'painful', 'regret', 'gloomy', 'empty', 'alone', 'mourn', 'mourning', 'disappointed',
    'disappointment',
  ],
  disgust: [
    'disgust', 'disgusted', 'disgusting', 'gross', 'sickening', 'nasty', 'awful', 'revolting', 'repulsive',
    'vile', 'yuck', 'filthy', 'dirty', 'rotten', 'horrible', 'distaste', 'nauseous', 'contempt', 'despise',
    'loathe', 'creepy', 'ugly', 'toxic', 'offensive', 'shameful', 'shame', 'appalled', 'appalling',
  ],
  anger: [
    'angry', 'anger', 'mad', 'furious', 'rage', 'annoyed', 'annoying', 'irritated', 'frustrated',
    'frustration', 'frustrating', 'hate', 'hated', 'hatred', 'resent', 'resentment', 'outraged', 'outrage',
    'hostile', 'bitter', 'fight', 'fought', 'yell', 'yelled', 'shout', 'shouted', 'unfair', 'betrayed',
    'betrayal', 'livid',
  ],
  anticipation: [
    'anticipate', 'anticipation', 'expect', 'expected', 'expecting', 'hope', 'hoped', 'hopeful', 'hoping',
    'plan', 'planned', 'planning', 'soon', 'tomorrow', 'future', 'excited', 'exciting', 'eager', 'waiting',
    'await', 'goal', 'goals', 'prepare', 'preparing', 'ready', 'upcoming', 'dream', 'dreams', 'wish',
    'someday',
  ],
};

/**
 * Trait word lists for GET /api/personality. A word may count for an emotion and a trait (they answer
 * different questions) but for one trait only. Curiosity also counts every question asked ('?').
 */
export const TRAIT_WORDS: Record<PersonalityTrait, readonly string[]> = {
  optimism: [
    'optimistic', 'optimism', 'hopeful', 'hope', 'better', 'best', 'bright', 'brighter', 'positive', 'grateful',
    'thankful', 'succeed', 'success', 'successful', 'improve', 'improved', 'improving', 'progress',
    'opportunity', 'opportunities', 'possible', 'forward', 'growth', 'grow', 'growing', 'win', 'achieve',
    'achieved', 'confident', 'blessed', 'lucky',
  ],
  curiosity: [
    'why', 'wonder', 'wondered', 'wondering', 'curious', 'curiosity', 'learn', 'learned', 'learning',
    'explore', 'explored', 'exploring', 'discover', 'discovered', 'discovery', 'question', 'questions',
    'research', 'investigate', 'experiment', 'study', 'studying', 'ask', 'asked', 'interesting', 'fascinated',
    'fascinating', 'travel', 'puzzle', 'unknown', 'new',
  ],
  introspection: [
    'feel', 'felt', 'feeling', 'feelings', 'think', 'thinking', 'reflect', 'reflected', 'reflecting',
    'reflection', 'realize', 'realized', 'realise', 'realised', 'understand', 'understood', 'myself', 'mind',
    'memory', 'memories', 'remember', 'remembered', 'meaning', 'purpose', 'inner', 'soul', 'lesson', 'lessons',
    'identity', 'values', 'regret',
  ],
  creativity: [
    'create', 'created', 'creating', 'creative', 'creativity', 'imagine', 'imagined', 'imagination', 'idea',
    'ideas', 'design', 'designed', 'art', 'artist', 'paint', 'painted', 'painting', 'draw', 'drawing', 'write',
    'writing', 'wrote', 'story', 'stories', 'song', 'songs', 'compose', 'build', 'built', 'invent', 'invented',
    'craft', 'poem', 'poetry', 'photography', 'inspired', 'inspiration', 'original',
  ],
};

/** A word within three words after one of these is not counted for an emotion or a trait. */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'without', 'hardly', 'barely', 'cannot',
]);

/** First-person singular forms (a stylistic feature, and what introspective writing leans on). */
export const FIRST_PERSON: ReadonlySet<string> = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll"]);

/** Informal single words (our list). */
export const SLANG_WORDS: ReadonlySet<string> = new Set([
  'gonna', 'wanna', 'gotta', 'kinda', 'sorta', 'yeah', 'yep', 'nope', 'lol', 'omg', 'btw', 'cool', 'dude',
  'totally', 'literally', 'basically', 'stuff', 'guys', "ain't", "y'all", 'hey', 'okay', 'ok', 'chill', 'vibe',
  'vibes', 'legit', 'awesome', 'crazy', 'super', 'haha', 'lots',
]);

/** Idioms and set phrases (matched as whole-word sequences). */
export const IDIOMS: readonly string[] = [
  'at the end of the day', 'piece of cake', 'break the ice', 'on the same page', 'hit the road',
  'under the weather', 'once in a blue moon', 'best of both worlds', 'call it a day', 'spill the beans',
  'cost an arm and a leg', 'in a nutshell', 'no brainer', 'by the way', 'to be honest', 'to be fair',
  'kind of', 'sort of', 'you know', 'i mean', 'all in all', 'over the moon', 'on cloud nine',
  'the bottom line', 'go with the flow', 'take it easy', 'in the long run', 'back to square one',
  'hang in there', 'let it go',
];

/** Words that never make a theme (function words and very common verbs). */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'also', 'always', 'am', 'an', 'and', 'any', 'are',
  'as', 'at', 'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by', 'can',
  'could', 'did', 'do', 'does', 'doing', 'done', 'down', 'during', 'each', 'even', 'ever', 'every', 'few',
  'for', 'from', 'further', 'get', 'gets', 'getting', 'got', 'had', 'has', 'have', 'having', 'he', 'her',
  'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its',
  'itself', 'just', 'know', 'like', 'made', 'make', 'many', 'may', 'me', 'might', 'more', 'most', 'much',
  'must', 'my', 'myself', 'need', 'never', 'no', 'nor', 'not', 'now', 'of', 'off', 'often', 'on', 'once',
  'one', 'only', 'or', 'other', 'our', 'ours', 'ourselves', 'out', 'over', 'own', 'really', 'same', 'say',
  'said', 'see', 'she', 'should', 'so', 'some', 'something', 'still', 'such', 'take', 'than', 'that', 'the',
  'their', 'theirs', 'them', 'themselves', 'then', 'there', 'these', 'they', 'thing', 'things', 'this',
  'those', 'through', 'time', 'to', 'today', 'too', 'under', 'until', 'up', 'us', 'very', 'want', 'was',
  'way', 'we', 'well', 'went', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'whom', 'why',
  'will', 'with', 'would', 'yet', 'you', 'your', 'yours', 'yourself', 'yourselves', 'going', 'come', 'came',
  'back', 'just', 'think', 'feel', 'felt', 'into', 'didn', "don't", "didn't", "i'm", "it's", "can't",
  "won't", "i've", "that's", 'lot', 'day', 'days', 'year', 'years', 'week', 'really', 'maybe', 'around',
  'another', 'someone', 'anything', 'everything', 'nothing', 'who', 'whose', 'yes', 'okay', 'ok',
  // common verbs, adverbs and adjectives: they say how, not what the user writes about
  'show', 'shows', 'shown', 'tell', 'told', 'look', 'looks', 'find', 'found', 'give', 'gave',
  'given', 'took', 'taken', 'left', 'keep', 'kept', 'seem', 'seems', 'start', 'help', 'call', 'turn',
  'tried', 'tries', 'knew', 'thought', 'says', 'goes', 'gone', 'makes', 'comes', 'wants', 'needs',
  'feels', 'thinks', 'getting', 'being', 'almost', 'actually', 'already', 'finally', 'probably',
  'though', 'although', 'since', 'without', 'else', 'enough', 'quite', 'rather', 'perhaps', 'first',
  'last', 'next', 'good', 'great', 'little', 'long', 'right', 'better', 'best', 'sure', 'whole', 'able',
  'remember', 'forget', 'happen', 'happens', 'means', 'trying', 'using', 'lets', 'become', 'becomes',
]);

/** Word endings of verb forms (showed, walking) that are no theme unless the word is in THEME_EXCEPTIONS. */
export const NON_THEME_ENDINGS: readonly string[] = ['ed'];

/** Nouns with such an ending that can be a theme. */
export const THEME_EXCEPTIONS: ReadonlySet<string> = new Set(['seed', 'seeds', 'speed', 'breed', 'hundred', 'shed', 'sled']);
