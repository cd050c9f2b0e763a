// How much a training answer can teach the twin, 0..1 (documented in docs/twin.md):
//   0.5 × length (words / 80, capped at 1)
// + 0.25 × personal (1 when it speaks in the first person: I, me, my, mine, myself)
// + 0.25 × specificity (distinct words longer than 3 letters / all words, scaled ×2, capped at 1)
export interface QualityMetrics {
  words: number;
  personal: number;
  specificity: number;
}

export function qualityOf(answer: string): { score: number; metrics: QualityMetrics } {
  const words = answer.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const personal = words.some((w) => ['i', 'me', 'my', 'mine', 'myself', "i'm", "i've"].includes(w)) ? 1 : 0;
  const distinct = new Set(words.filter((w) => w.length > 3)).size;
  const specificity = words.length ? Math.min(1, (2 * distinct) / words.length) : 0;
  const length = Math.min(1, words.length / 80);
  const score = Math.round((0.5 * length + 0.25 * personal + 0.25 * specificity) * 100) / 100;
  return { score, metrics: { words: words.length, personal, specificity: Math.round(specificity * 100) / 100 } };
}
