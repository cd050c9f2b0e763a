// GET /api/insights: one to three sentences drawn only from the user's own data (their strongest
// emotions, the words they keep returning to, their strongest trait, their music, how well the twin
// predicted them). Deterministic, so it changes exactly when the data does.
import type { AlignmentView, PersonalityView } from '@immortal/proto/alignment';

export const NO_DATA_INSIGHT =
  'Your Immortal AI is ready to learn from you. Capture your first thought — even one honest sentence gives it something of you to start from.';

export interface InsightInput {
  view: AlignmentView;
  personality: PersonalityView;
  /** content words the user returns to, most frequent first */
  themes: string[];
  counts: { entries: number; messages: number; tracks: number; photos: number; samples: number; answers: number; hits: number };
  topGenre: string | null;
  musicEnergy: number | null;
}

const list = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const TRAIT_WORD: Record<keyof PersonalityView, string> = {
  optimism: 'optimistic',
  curiosity: 'curious',
  introspection: 'introspective',
  creativity: 'creative',
};

export function insightOf(input: InsightInput): string {
  const { view, personality, themes, counts } = input;
  if (view.dataPoints === 0) return NO_DATA_INSIGHT;
  const sentences: string[] = [];
  const writing = counts.entries + counts.messages;
  const dominant = view.personalityBreakdown.dominantEmotions.slice(0, 2);
  if (writing > 0) {
    const source = [counts.entries ? plural(counts.entries, 'entry', 'entries') : '', counts.messages ? plural(counts.messages, 'message') : '']
      .filter(Boolean)
      .join(' and ');
    let s = `Across your ${source}`;
    if (dominant.length) s += `, ${list(dominant)} ${dominant.length === 1 ? 'stands' : 'stand'} out in what you write`;
    else s += ', your words are still emotionally quiet';
    if (themes.length) s += `, and you keep coming back to ${list(themes.slice(0, 3))}`;
    sentences.push(`${s}.`);
    const traits = (Object.keys(personality) as Array<keyof PersonalityView>).filter((t) => personality[t] > 0);
    if (traits.length) {
      const top = traits.reduce((a, b) => (personality[b] > personality[a] ? b : a));
      sentences.push(`Your writing reads as most ${TRAIT_WORD[top]} (${personality[top]}%).`);
    }
  } else {
    const learned = [
      counts.tracks ? plural(counts.tracks, 'track') : '',
      counts.photos ? plural(counts.photos, 'photo') : '',
      counts.samples ? plural(counts.samples, 'voice sample') : '',
      counts.answers ? plural(counts.answers, 'answer') : '',
    ].filter(Boolean);
    sentences.push(`Your twin has learned from ${list(learned)} so far; write a few entries so it can learn how you feel and what you care about.`);
  }
  if (counts.tracks > 0 && input.musicEnergy !== null) {
    const energy = Math.round(input.musicEnergy * 100);
    const mood = energy >= 60 ? 'energetic' : energy <= 40 ? 'calm' : 'balanced';
    sentences.push(`Your music leans ${mood} (energy ${energy}%)${input.topGenre ? `, mostly ${input.topGenre}` : ''}.`);
  }
  if (counts.answers === 1) {
    sentences.push(counts.hits ? 'Your twin predicted your first answer before you gave it.' : 'Your twin missed your first answer; every game teaches it more.');
  } else if (counts.answers > 1) {
    sentences.push(`Your twin predicted ${counts.hits} of your ${counts.answers} answers before you gave them.`);
  }
  return sentences.slice(0, 3).join(' ');
}
