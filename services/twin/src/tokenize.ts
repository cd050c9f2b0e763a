// Light text normalisation shared by retrieval, style mining and the predictors: lowercase words,
// a small stop list, and a suffix-stripping stemmer good enough to meet 'sailing' with 'sailed'.

// Function words plus the scaffolding of questions put to a twin ("what do you think about ..."),
// which would otherwise match every entry.
const STOP = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being below " +
    "between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each " +
    "few for from further get got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers " +
    "herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's me " +
    "more most mustn't my myself no nor not now of off on once only or other ought our ours ourselves out over own " +
    "same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them " +
    "themselves then there there's these they they'd they'll they're they've this those through to too under until " +
    "up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while " +
    "who who's whom why why's will with won't would wouldn't you you'd you'll you're you've your yours yourself " +
    "yourselves really tell think thought know say said much many thing things something anything lot ever " +
    'oh yeah ok okay well still even maybe though us im ive dont cant opinion opinions view views'
  ).split(' '),
);

export function isStopWord(word: string): boolean {
  return STOP.has(word);
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lowercased words in order, apostrophes kept ("don't"), possessive 's dropped. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    let w = m[0].replace(/’/g, "'");
    if (w.endsWith("'s") && !STOP.has(w)) w = w.slice(0, -2);
    if (w) out.push(w);
  }
  return out;
}

/** Suffix stripping: enough to conflate inflections, never meant to be linguistically exact. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  // 1. plurals (families -> family, feelings -> feeling)
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w) && w.length > 3) w = w.slice(0, -1);
  // 2. inflection and common derivations (feeling -> feel, quickly -> quick, happiness -> happi)
  if (w.endsWith('ness') && w.length > 6) w = w.slice(0, -4);
  else if (w.endsWith('ment') && w.length > 7) w = w.slice(0, -4);
  else if (w.endsWith('ingly') && w.length > 7) w = w.slice(0, -5);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('edly') && w.length > 6) w = w.slice(0, -4);
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 4) w = w.slice(0, -2);
  // 3. running -> runn -> run; hoped -> hop(e): undouble and drop a silent e so all forms meet
  if (/([^aeiouls])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith('i') && w.length > 3) w = w.slice(0, -1) + 'y';
  return w;
}

/** Index terms: stemmed content words. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOP.has(w) || w.length < 2) continue;
    out.push(stem(w));
  }
  return out;
}

/** Content words in their surface form (for echoing a topic back to the user). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOP.has(w) && w.length > 1);
}

/** Runs of adjacent content words ("quantum cryptography"), each up to `maxWords` long. */
export function contentPhrases(text: string, maxWords = 3): string[] {
  const runs: string[][] = [[]];
  // original casing and hyphens: the phrase is echoed back ("Lena", "post-quantum")
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]+/gu)) {
    const w = m[0];
    const lower = w.toLowerCase().replace(/’/g, "'");
    if (!/[\p{L}\p{N}]/u.test(w) || STOP.has(lower) || w.length < 2) runs.push([]);
    else runs.at(-1)!.push(w);
  }
  return [...new Set(runs.filter((r) => r.length > 0).map((r) => r.slice(0, maxWords).join(' ')))];
}

/** Sentences, keeping their punctuation; line breaks also end a sentence. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const parts = line.match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g) ?? [];
    for (const p of parts) {
      const s = p.trim();
      if (s && /[\p{L}\p{N}]/u.test(s)) out.push(s);
    }
  }
  return out;
}

/**
 * Entry content as the user wrote it, minus machine lines the app embeds (twin-features §3: image data,
 * image URLs, the 'My thoughts:' label of photo notes, the 'Image generated:' prefix).
 */
export function cleanContent(content: string): string {
  return content
    .split('\n')
    .filter((l) => !/^\s*(?:ImageData:|Image URL:|Photo:\s*(?:data:|https?:))/i.test(l))
    .map((l) => l.replace(/^\s*(?:My thoughts:|Image generated:)\s*/i, ''))
    .join('\n')
    .replace(/data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+/g, '')
    .trim();
}
