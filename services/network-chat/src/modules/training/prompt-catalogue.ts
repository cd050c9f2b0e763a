// Quality-training prompts per category, and the words that show a category is already covered in the
// user's own material (used to find where the twin's knowledge is thinnest).
import type { QualityCategory } from '@immortal/proto/network';

export const PROMPTS: Record<QualityCategory, string[]> = {
  core_values: [
    'What is one principle you would never compromise on, and where did it come from?',
    'When have you stood up for something you believed in, even though it cost you?',
    'What do you want people to say about you when you are not in the room?',
  ],
  relationships: [
    'Who has shaped you the most, and what did they teach you without meaning to?',
    'How do you show someone you care about them?',
    'Describe a friendship that changed over the years. What changed, and why?',
  ],
  childhood_memories: [
    'What is a smell, sound or taste that takes you straight back to childhood? Tell the story behind it.',
    'What did you want to be when you were ten, and what happened to that dream?',
    'Describe the house or place you grew up in, as if walking someone through it.',
  ],
  work_and_ambition: [
    'What kind of work makes you lose track of time?',
    'Describe a professional mistake you learned from. What would you do differently?',
    'What does success look like for you five years from now?',
  ],
  humor_and_play: [
    'What always makes you laugh, even on a bad day?',
    'Tell me about the funniest thing that happened to you recently.',
    'How do you like to spend a free afternoon with no plans?',
  ],
  decision_making: [
    'Walk me through a hard decision you made. What did you weigh, and how did you finally choose?',
    'Do you trust your gut or your spreadsheet? Give an example.',
    'What is a decision you keep postponing, and why?',
  ],
  dreams_and_fears: [
    'What is something you are afraid of that most people would not guess?',
    'If nothing could go wrong, what would you try next year?',
    'What worry kept you up at night most recently, and how did you deal with it?',
  ],
  daily_life: [
    'Describe your ideal ordinary Tuesday, from waking up to falling asleep.',
    'What small ritual makes your day better?',
    'What do you usually eat when you cook for yourself, and why that?',
  ],
  beliefs_and_opinions: [
    'What is an opinion you hold that many people around you disagree with?',
    'What have you changed your mind about in the last few years?',
    'What do you think makes a good life?',
  ],
  emotional_world: [
    'How do you usually react when you are angry, and how do you calm down?',
    'When did you last cry, laugh or feel proud? Tell me about it.',
    'What helps you most when you feel low?',
  ],
};

export const COVERAGE_WORDS: Record<QualityCategory, string[]> = {
  core_values: ['value', 'values', 'principle', 'honest', 'honesty', 'believe', 'integrity', 'respect', 'fair', 'matter'],
  relationships: ['friend', 'friends', 'mother', 'father', 'mom', 'dad', 'sister', 'brother', 'partner', 'wife', 'husband', 'love', 'family'],
  childhood_memories: ['childhood', 'child', 'kid', 'school', 'grew', 'young', 'grandma', 'grandpa', 'remember', 'memory'],
  work_and_ambition: ['work', 'job', 'career', 'project', 'team', 'office', 'boss', 'client', 'goal', 'ambition', 'business'],
  humor_and_play: ['laugh', 'funny', 'joke', 'fun', 'play', 'game', 'silly', 'hobby', 'weekend'],
  decision_making: ['decide', 'decision', 'choose', 'choice', 'option', 'risk', 'plan', 'weigh'],
  dreams_and_fears: ['dream', 'dreams', 'fear', 'afraid', 'scared', 'worry', 'hope', 'future', 'anxious'],
  daily_life: ['morning', 'coffee', 'breakfast', 'lunch', 'dinner', 'cook', 'routine', 'walk', 'evening', 'sleep'],
  beliefs_and_opinions: ['think', 'opinion', 'believe', 'should', 'politics', 'faith', 'religion', 'society', 'agree'],
  emotional_world: ['feel', 'feeling', 'angry', 'sad', 'happy', 'cry', 'proud', 'lonely', 'calm', 'stress'],
};
