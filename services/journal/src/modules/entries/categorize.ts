// An entry saved without a category gets one from its words, so the Library's category filter is
// useful for entries written on the Capture screen (which asks only for type and text). A small,
// documented lexicon; ties and no match fall back to 'personal'.
import type { EntryCategory } from '@immortal/proto/journal';

const LEXICON: Record<Exclude<EntryCategory, 'music'>, string[]> = {
  professional: ['work', 'job', 'career', 'meeting', 'boss', 'colleague', 'client', 'project', 'office', 'deadline', 'team', 'manager', 'salary', 'interview', 'business', 'customer', 'promotion', 'company'],
  creative: ['paint', 'painting', 'draw', 'drawing', 'write', 'writing', 'poem', 'poetry', 'song', 'music', 'design', 'create', 'art', 'story', 'novel', 'sketch', 'photograph', 'craft', 'compose', 'idea', 'imagine'],
  learning: ['learn', 'learned', 'learning', 'study', 'studied', 'course', 'book', 'read', 'reading', 'lesson', 'class', 'school', 'university', 'practice', 'skill', 'research', 'understand', 'teacher', 'lecture'],
  personal: ['family', 'friend', 'friends', 'mother', 'father', 'mom', 'dad', 'love', 'home', 'partner', 'child', 'kids', 'health', 'feel', 'feeling', 'holiday', 'birthday', 'sister', 'brother'],
};

export function categorize(text: string): EntryCategory {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  let best: EntryCategory = 'personal';
  let bestScore = 0;
  for (const [category, stems] of Object.entries(LEXICON) as Array<[EntryCategory, string[]]>) {
    const score = words.filter((w) => stems.includes(w)).length;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
