import { describe, expect, it } from 'vitest';
import { WORD_CATEGORIES } from './theme-lexicon.js';
import { createTwin } from './twin.js';

describe('predictWord', () => {
  it('when the user keeps giving the same word for a category, then that is the prediction', async () => {
    const twin = createTwin({
      userId: 'u', profile: { username: 'u' },
      words: [
        { category: 'Travel', word: 'Trains', createdAt: '2025-01-01' },
        { category: 'Travel', word: 'train', createdAt: '2025-01-02' },
        { category: 'Travel', word: 'beach', createdAt: '2025-01-03' },
        { category: 'Travel', word: 'train', createdAt: '2025-01-04' },
      ],
    });
    const p = await twin.predictWord('travel');
    expect(p.word).toBe('train');
    expect(p.confidence).toBeGreaterThan(0.4);
    expect(p.reasoning).toMatch(/You answered 'train' for Travel 3 of 4 times/);
    expect(p.provider).toBe('local');
  });

  it('before any answers, then it uses theme words from the user’s own entries', async () => {
    const twin = createTwin({
      userId: 'u', profile: { username: 'u' },
      entries: [
        { id: 'e1', type: 'memory', title: 'Food', content: 'Nothing beats my mother’s curry. I could eat curry every day. Sunday dinner is always curry and rice.', createdAt: '2025-01-01', trainingWeight: 1 },
      ],
    });
    const p = await twin.predictWord('Food');
    expect(p.word).toBe('curry');
    expect(p.reasoning).toMatch(/You mention 'curry'/);
  });

  it("when this game's earlier rounds are passed, then they count", async () => {
    const twin = createTwin({ userId: 'u', profile: { username: 'u' } });
    const p = await twin.predictWord('Peace', [{ category: 'Peace', word: 'lake' }, { category: 'Peace', word: 'lake' }]);
    expect(p.word).toBe('lake');
  });

  it('given nothing at all, then it answers a common association for every one of the 20 categories and says so', async () => {
    const twin = createTwin({ userId: 'u', profile: { username: 'u' } });
    for (const c of WORD_CATEGORIES) {
      const p = await twin.predictWord(c);
      expect(p.word.length).toBeGreaterThan(1);
      expect(p.reasoning).toMatch(/haven't learned your words/);
    }
  });

  it('is deterministic', async () => {
    const corpus = { userId: 'u', profile: { username: 'u' }, words: [{ category: 'Music', word: 'jazz', createdAt: '1' }, { category: 'Music', word: 'piano', createdAt: '2' }] };
    expect(await createTwin(corpus).predictWord('Music')).toEqual(await createTwin(corpus).predictWord('Music'));
  });
});
