// Word-by-word reveal: a reply is split into words (each keeping the spaces or line breaks after it), and
// the first n of them are shown.

export function wordsOf(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/** The text of the first `count` words, without trailing whitespace. */
export function firstWords(words: readonly string[], count: number): string {
  return words.slice(0, count).join('').trimEnd();
}
