// Sentiment at write time with `sentiment` (AFINN-165 word list, negation-aware): the sum of word
// valences (each -5..+5), stored as an integer per entry (core §3: sentiment int). Text embedded image
// data is left out so a base64 blob never scores.
import Sentiment from 'sentiment';

const analyzer = new Sentiment();
const EMBEDDED = /^(ImageData: data:image\S*|Image URL: \S+)$/gm;

export function sentimentOf(text: string): number {
  return Math.round(analyzer.analyze(text.replace(EMBEDDED, ' ')).score);
}
