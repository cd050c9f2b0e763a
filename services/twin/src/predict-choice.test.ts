import { describe, expect, it } from 'vitest';
import { prng } from '@immortal/testkit/random'; // seeded: the synthetic user is the same on every run
import type { TwinCorpusInput } from './corpus.js';
import { createTwin } from './twin.js';
import type { DilemmaScenario } from './types.js';

const TRAITS = ['adventurous', 'cautious', 'social', 'introspective', 'honest', 'pragmatic'];
// a user who mostly picks adventure and honesty, and avoids caution
const TASTE: Record<string, number> = { adventurous: 1.5, cautious: -1.2, social: 0.2, introspective: 0, honest: 1, pragmatic: -0.3 };

function scenarios(n: number, seed: number): DilemmaScenario[] {
  const rand = prng(seed);
  return Array.from({ length: n }, (_, i) => {
    const k = 2 + Math.floor(rand() * 2);
    const pool = [...TRAITS].sort(() => rand() - 0.5);
    return {
      id: `sc-${seed}-${i}`, title: `Dilemma ${i}`, description: 'What do you do?', category: i % 2 ? 'lifestyle' : 'ethics',
      choices: Array.from({ length: k }, (_, j) => ({ id: `sc-${seed}-${i}-${j}`, text: `Option ${j}`, traits: [pool[j]!] })),
    };
  });
}

function choose(s: DilemmaScenario, rand: () => number): string {
  // latent utility plus Gumbel noise: the user is consistent, not perfectly so
  const scored = s.choices.map((c) => ({ id: c.id, u: (c.traits ?? []).reduce((a, t) => a + TASTE[t]!, 0) - 0.5 * Math.log(-Math.log(rand())) }));
  return scored.sort((a, b) => b.u - a.u)[0]!.id;
}

function corpusFrom(train: DilemmaScenario[], rand: () => number): TwinCorpusInput {
  return {
    userId: 'u-synthetic', profile: { username: 'synthetic' },
    choices: train.map((s, i) => {
      const choiceId = choose(s, rand);
      const chosen = s.choices.find((c) => c.id === choiceId)!;
      return { scenarioId: s.id, category: s.category, choiceId, choiceText: chosen.text, traits: chosen.traits, options: s.choices, createdAt: `2025-01-${String(1 + (i % 28)).padStart(2, '0')}` };
    }),
  };
}

describe('predictChoice', () => {
  it('given a user with a clear trait preference, then held-out accuracy is well above chance', async () => {
    const rand = prng(11);
    const twin = createTwin(corpusFrom(scenarios(40, 1), rand));
    const test = scenarios(60, 2);
    let hits = 0;
    let chance = 0;
    for (const s of test) {
      const p = await twin.predictChoice(s);
      hits += Number(p.choiceId === choose(s, rand));
      chance += 1 / s.choices.length;
      expect(p.confidence).toBeGreaterThan(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
    }
    expect(hits / test.length).toBeGreaterThan(1.6 * (chance / test.length));
  });

  it('explains itself with the counts it learned', async () => {
    const twin = createTwin(corpusFrom(scenarios(40, 1), prng(11)));
    const p = await twin.predictChoice({
      id: 'x', title: 'Weekend', description: 'Free weekend', category: 'lifestyle',
      choices: [{ id: 'a', text: 'Hike an unknown trail', traits: ['adventurous'] }, { id: 'b', text: 'Stay in and plan', traits: ['cautious'] }],
    });
    expect(p.choiceId).toBe('a');
    expect(p.confidence).toBeGreaterThan(0.6);
    expect(p.reasoning).toMatch(/You chose options marked 'adventurous' \d+ of \d+ times/);
    expect(p.provider).toBe('local');
  });

  it('given no choices yet, then it leans on what the user writes, and says when it is guessing', async () => {
    const scenario: DilemmaScenario = {
      id: 'x', title: 'Trip', description: 'A last-minute trip?', category: 'lifestyle',
      choices: [{ id: 'go', text: 'Go', traits: ['adventurous'] }, { id: 'stay', text: 'Stay', traits: ['cautious'] }],
    };
    const writer = createTwin({
      userId: 'u-w', profile: { username: 'w' },
      entries: [
        { id: 'e1', type: 'thought', title: null, content: 'I love to explore new places. Took a risk and it paid off. Adventure keeps me alive.', createdAt: '2025-01-01', trainingWeight: 1 },
      ],
    });
    const p = await writer.predictChoice(scenario);
    expect(p.choiceId).toBe('go');
    expect(p.reasoning).toMatch(/write about/);

    const blank = await createTwin({ userId: 'u-b', profile: { username: 'b' } }).predictChoice(scenario);
    expect(blank.confidence).toBe(0.5);
    expect(blank.reasoning).toMatch(/guess/);
  });

  it("when this session's earlier choices are passed, then they count", async () => {
    const twin = createTwin({ userId: 'u-s', profile: { username: 's' } });
    const options = [{ id: 'p', text: 'Share it', traits: ['social'] }, { id: 'q', text: 'Keep it', traits: ['introspective'] }];
    const history = [1, 2, 3].map((i) => ({ scenarioId: `h${i}`, category: 'ethics', choiceId: 'q', options }));
    const p = await twin.predictChoice({ id: 'n', title: 'Next', description: '?', category: 'ethics', choices: options }, history);
    expect(p.choiceId).toBe('q');
    expect(p.reasoning).toContain("'introspective' 3 of 3 times");
  });

  it('is deterministic, and ties never simply pick the first option', async () => {
    const twin = createTwin({ userId: 'u-t', profile: { username: 't' } });
    const picks = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s: DilemmaScenario = { id: `tie-${i}`, title: '', description: '', category: 'x', choices: [{ id: 'first', text: 'A', traits: [] }, { id: 'second', text: 'B', traits: [] }] };
      const a = await twin.predictChoice(s);
      expect(await twin.predictChoice(s)).toEqual(a);
      picks.add(a.choiceId);
    }
    expect(picks).toEqual(new Set(['first', 'second']));
  });
});
