import { describe, expect, it } from 'vitest';
import { Bm25Index, queryOf } from './bm25.js';
import { minePatterns } from './persona-patterns.js';
import { parseCorpus } from './corpus.js';
import { questionSimilarity } from './retrieve.js';
import { cleanContent, sentences, stem, terms } from './tokenize.js';

describe('tokenize', () => {
  it('conflates inflections and drops stop words and question scaffolding', () => {
    expect(new Set(['sailing', 'sailed', 'sails'].map(stem))).toEqual(new Set(['sail']));
    expect(new Set(['love', 'loved', 'loving'].map(stem)).size).toBe(1);
    expect(new Set(['running', 'run'].map(stem)).size).toBe(1);
    expect(terms('What do you think about my families?')).toEqual([stem('family')]);
  });

  it('splits sentences and strips the app’s embedded lines', () => {
    expect(sentences('One. Two! Three?\nFour')).toEqual(['One.', 'Two!', 'Three?', 'Four']);
    expect(cleanContent('ImageData: data:image/png;base64,AAAA\nImage URL: https://x/y.png\nMy thoughts: A calm sea.')).toBe('A calm sea.');
  });

  it('treats spelling variants of a question as the same question', () => {
    expect(questionSimilarity('What is your favourite colour?', 'what is your favorite color')).toBe(1);
    expect(questionSimilarity('What is your favourite colour?', 'Where do you live?')).toBe(0);
  });
});

describe('bm25', () => {
  const doc = (key: string, text: string) => ({ key, source: 'entry' as const, refId: key, title: null, matchText: text, quotable: text, weight: 1, createdAt: '' });
  const index = new Bm25Index([doc('a', 'sailing at dawn in the harbour'), doc('b', 'baking bread in winter'), doc('c', 'harbour lights and winter nights')]);

  it('ranks the document matching more rare terms first and reports coverage', () => {
    const hits = index.search(queryOf('sailing harbour'));
    expect(hits[0]!.doc.key).toBe('a');
    expect(hits[0]!.coverage).toBeCloseTo(1);
    expect(hits[1]!.coverage).toBeLessThan(1);
  });

  it('gives unknown terms the highest IDF, so an unknown topic has low coverage', () => {
    const hits = index.search(queryOf('quantum cryptography winter'));
    expect(hits.every((h) => h.coverage < 0.3)).toBe(true);
  });
});

describe('persona patterns', () => {
  it('mines recurring openers, sign-offs and casing from what the user wrote', () => {
    const p = minePatterns(parseCorpus({
      userId: 'u', profile: { username: 'u' },
      messages: [
        { text: 'To be fair, the film was long. See ya', createdAt: '1' },
        { text: 'To be fair, I liked it. Anyway it was fun. See ya', createdAt: '2' },
        { text: 'haha. no idea :)', createdAt: '3' },
        { text: 'haha. sounds good :)', createdAt: '4' },
      ],
    }));
    expect(p.openers.map((o) => o.phrase)).toContain('To be fair');
    expect(p.signOffs.map((o) => o.phrase)).toEqual(expect.arrayContaining([':)', 'See ya']));
    expect(p.interjections.map((o) => o.phrase.toLowerCase())).toContain('haha.');
    expect(p.openers.map((o) => o.phrase)).not.toContain('See ya');
  });
});
