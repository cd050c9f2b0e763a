// The synthetic world's words. Written for the benchmark, separately from the twin's own lexicons
// (services/twin/src/theme-lexicon.ts, trait-lexicon.ts): the overlap is measured and printed by run.ts.

export const TRAITS = [
  'adventurous', 'cautious', 'altruistic', 'self-interested', 'social', 'introspective',
  'ambitious', 'content', 'honest', 'loyal', 'pragmatic', 'idealistic',
] as const;
export type Trait = (typeof TRAITS)[number];

export const DILEMMA_CATEGORIES = ['ethics', 'career', 'relationships', 'lifestyle', 'money', 'risk'] as const;

/** How a persona talks about a trait it has (pos) or lacks (neg), in its own journal. */
export const TRAIT_SENTENCES: Record<Trait, { pos: string[]; neg: string[] }> = {
  adventurous: {
    pos: ['Booked a last-minute trip again, the thrill of not knowing where I will sleep is the best part.', 'I want to explore every trail on that ridge.', 'Took a risk today and it felt amazing.'],
    neg: ["I'd never take a risk like that with my savings.", "I'm not one for the unknown, I like knowing what comes next.", 'Stayed home and skipped the spontaneous plan, no regrets.'],
  },
  cautious: {
    pos: ['I double-checked the plan twice before we left, better safe than sorry.', 'I like to be careful with big decisions.', 'Made a backup plan for the backup plan.'],
    neg: ["I'm not careful enough, I know.", 'I never plan anything, I just go.', "Safety nets bore me, I don't need them."],
  },
  altruistic: {
    pos: ['Spent Saturday volunteering at the food bank, helping others grounds me.', 'I gave my afternoon to help my neighbour move.', 'Kindness costs nothing and I try to give it freely.'],
    neg: ["I said no to volunteering again, I don't have it in me.", "People ask for help too often, I can't always give.", 'I skipped the charity run, not my thing.'],
  },
  'self-interested': {
    pos: ['I put myself first this time and it felt right.', 'I deserve the raise and I will ask for it.', 'My own priorities come first this month.'],
    neg: ['I never put myself first, maybe I should.', "I don't think about what I deserve much.", 'Gave up my own plans for the group again.'],
  },
  social: {
    pos: ['Big dinner with friends tonight, I love a full table.', 'Went to the party and talked to everyone.', 'Being with people recharges me.'],
    neg: ['Skipped the party, crowds drain me.', "I don't enjoy big groups of people.", 'Cancelled on friends again to stay in.'],
  },
  introspective: {
    pos: ['Journaled for an hour, I need quiet time to understand myself.', 'I keep thinking about why I reacted that way.', 'A long walk alone helps me reflect.'],
    neg: ["I don't overthink things, I just move on.", 'Never been one to reflect for long.', 'Too much thinking makes me restless.'],
  },
  ambitious: {
    pos: ['Set a new goal for the year: lead the project.', 'I want that promotion and I am working for it.', 'Success matters to me more than I admit.'],
    neg: ["I don't need the promotion, I'm fine where I am.", 'Career goals feel empty to me lately.', 'I turned down the bigger role without regret.'],
  },
  content: {
    pos: ['Simple day, tea and a book, nothing more needed.', 'I feel grateful for what I have.', 'Enough is enough, and I have enough.'],
    neg: ['Never satisfied, always wanting the next thing.', "I can't sit still with what I have.", 'Grateful? Not today, I want more.'],
  },
  honest: {
    pos: ['I told him the truth even though it was awkward.', 'Honesty first, always, even when it costs me.', 'I admitted my mistake in the meeting.'],
    neg: ['A small lie saved the evening, I am fine with that.', "I didn't tell her the whole truth.", 'Sometimes the truth is not worth the trouble.'],
  },
  loyal: {
    pos: ['I stood by my friend when everyone else left.', 'Loyalty matters to me more than convenience.', 'Kept my promise even though it was hard.'],
    neg: ['I moved on from that friendship quickly.', "I don't stay anywhere out of loyalty alone.", 'Broke a promise today and did not feel bad.'],
  },
  pragmatic: {
    pos: ['Picked the practical option, it just works.', 'I compared costs and went with the sensible choice.', 'Realistic plans beat perfect ones.'],
    neg: ['I ignored the budget and followed my heart.', "Practical choices bore me, I don't care about efficient.", 'Sensible is overrated.'],
  },
  idealistic: {
    pos: ['I believe we should do what is right even when it is hard.', 'My principles are not for sale.', 'I still dream of a fairer world.'],
    neg: ['Principles are nice but bills are real.', "I don't believe in grand ideals anymore.", 'Idealism never paid my rent.'],
  },
};

/** What people commonly answer for each Prediction Pulse category (the persona's pool). */
export const WORD_POOLS: Record<string, string[]> = {
  Home: ['family', 'comfort', 'bed', 'kitchen', 'safety', 'warmth', 'couch', 'garden', 'cat', 'dog', 'tea', 'blanket', 'mother', 'quiet', 'door'],
  Travel: ['plane', 'beach', 'passport', 'train', 'suitcase', 'adventure', 'mountains', 'road', 'airport', 'hotel', 'map', 'sea', 'camera', 'italy', 'backpack'],
  Food: ['pizza', 'pasta', 'bread', 'chocolate', 'curry', 'sushi', 'soup', 'cheese', 'apple', 'tacos', 'rice', 'cake', 'hunger', 'dinner', 'spice'],
  Music: ['guitar', 'piano', 'song', 'jazz', 'dance', 'rock', 'concert', 'drums', 'violin', 'rhythm', 'headphones', 'radio', 'singing', 'vinyl', 'beat'],
  Work: ['office', 'money', 'laptop', 'meeting', 'stress', 'career', 'boss', 'desk', 'deadline', 'team', 'email', 'coffee', 'project', 'salary', 'commute'],
  Family: ['mother', 'love', 'home', 'father', 'sister', 'brother', 'dinner', 'kids', 'together', 'grandma', 'christmas', 'support', 'cousins', 'table', 'parents'],
  Dreams: ['sleep', 'flying', 'hope', 'night', 'goals', 'stars', 'falling', 'clouds', 'future', 'wish', 'ocean', 'house', 'freedom', 'nightmare', 'moon'],
  Fear: ['spiders', 'heights', 'dark', 'death', 'failure', 'snakes', 'loneliness', 'dentist', 'water', 'loss', 'clowns', 'sickness', 'crowds', 'silence', 'storms'],
  Love: ['heart', 'partner', 'family', 'kiss', 'warmth', 'trust', 'romance', 'hug', 'home', 'passion', 'roses', 'wedding', 'friend', 'care', 'forever'],
  Future: ['hope', 'children', 'career', 'change', 'uncertainty', 'travel', 'house', 'technology', 'retirement', 'goals', 'tomorrow', 'growth', 'health', 'plans', 'space'],
  Memory: ['childhood', 'photos', 'school', 'summer', 'grandma', 'smell', 'friends', 'birthday', 'holiday', 'songs', 'past', 'home', 'beach', 'letters', 'bike'],
  Success: ['money', 'happiness', 'winning', 'pride', 'work', 'goals', 'family', 'career', 'freedom', 'trophy', 'effort', 'health', 'respect', 'graduation', 'balance'],
  Challenge: ['mountain', 'obstacle', 'growth', 'struggle', 'puzzle', 'marathon', 'exam', 'courage', 'work', 'change', 'fear', 'climb', 'chess', 'patience', 'test'],
  Peace: ['calm', 'quiet', 'nature', 'ocean', 'meditation', 'silence', 'sleep', 'forest', 'dove', 'rain', 'home', 'breath', 'sunset', 'love', 'lake'],
  Energy: ['coffee', 'sun', 'power', 'running', 'music', 'electricity', 'sport', 'morning', 'fire', 'kids', 'lightning', 'dance', 'food', 'battery', 'youth'],
  Adventure: ['travel', 'mountains', 'hiking', 'explore', 'camping', 'ocean', 'risk', 'jungle', 'road', 'trip', 'climbing', 'unknown', 'desert', 'sailing', 'map'],
  Creativity: ['art', 'painting', 'music', 'writing', 'colors', 'ideas', 'imagination', 'drawing', 'design', 'poetry', 'cooking', 'dance', 'photography', 'pencil', 'clay'],
  Growth: ['plants', 'learning', 'tree', 'change', 'children', 'garden', 'books', 'seeds', 'age', 'progress', 'pain', 'time', 'patience', 'career', 'flowers'],
  Freedom: ['birds', 'sky', 'road', 'travel', 'choice', 'ocean', 'wind', 'flying', 'money', 'summer', 'independence', 'voice', 'open', 'horse', 'peace'],
  Connection: ['friends', 'family', 'internet', 'love', 'conversation', 'trust', 'phone', 'community', 'touch', 'bond', 'wifi', 'hug', 'partner', 'eyes', 'music'],
};

/** Personal associations nobody else would give (a persona may prefer one of these for a category). */
export const PERSONAL_WORDS = [
  'lisbon', 'grandpa', 'bicycle', 'lighthouse', 'cardamom', 'saxophone', 'kayak', 'harbour', 'pottery', 'thunder',
  'origami', 'lanterns', 'fig', 'accordion', 'attic', 'orchard', 'comet', 'marigold', 'tram', 'violets',
  'fjord', 'sourdough', 'cello', 'sketchbook', 'dunes', 'hammock', 'glacier', 'mango', 'typewriter', 'bonfire',
];

/** Sentences about a category: {c} the category in lowercase, {w} a word, {v} another word. */
export const THEME_TEMPLATES = [
  'When I think of {c}, {w} is the first thing that comes up.',
  'Another {c} thought: {w}, always {w}.',
  '{W} is what {c} means to me lately.',
  'Had a long talk about {c} and kept coming back to {w}.',
  'Funny how {w} and {v} keep showing up in my life.',
  'Spent the evening with {w} on my mind.',
  'Wrote a list of small joys: {w}, {v}, the usual.',
];

export const FILLER = [
  'The weather turned grey by noon.', 'Slept badly, too much on my mind.', 'The bus was late again.',
  'Cleaned the flat and felt better for it.', 'Long day, short evening.', 'Watched an old film and fell asleep halfway.',
  'My phone battery died at the worst moment.', 'Tried a new recipe, it was fine.', 'Got a letter from the bank, boring.',
  'Walked home the long way.', 'The neighbours are renovating again.', 'Paid the bills and sat with it for a while.',
];

/** Openers and sign-offs personas pick from (style only). */
export const OPENERS = ['Honestly', 'To be fair', 'Okay so', 'Well', 'Funny thing', 'Anyway', 'Look', 'You know what'];
export const SIGN_OFFS = ['Cheers!', 'Onwards.', ':)', 'Enough for today.', 'xx', 'Night!'];
