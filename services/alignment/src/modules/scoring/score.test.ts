import { describe, expect, it } from 'vitest';
import { alignmentView, EMOTIONS, personalityView } from '@immortal/proto/alignment';
import { computeAlignment, emptyAlignment } from './score.js';
import { NO_DATA_INSIGHT } from './insight.js';
import { ev, itemsOf } from './test-events.js';

const U = 'user-ada';
const score = (events: Parameters<typeof itemsOf>[0]) => computeAlignment(itemsOf(events));

const diary = [
  'I felt so happy today, we laughed together with friends and I am grateful for my family.',
  'I wonder why the city feels different at night. I want to learn and explore more of it?',
  'Worried about tomorrow, but hopeful. I plan to prepare and I am excited for the future.',
  'I miss my grandmother. The loss still hurts and I cried when I remembered her garden.',
  'I realized something about myself while painting: creating art makes me feel calm and original.',
  'That meeting was so unfair, I was furious and frustrated when they ignored the team.',
  'What a surprise! An unexpected letter from an old friend, I was speechless.',
  'The food at the party was disgusting, honestly gross, but the music was wonderful.',
  'I trust my friends and I believe we can build something together.',
  'Reading about the ocean, I am curious how whales communicate. Fascinating research.',
  'Tomorrow I will start the new project, I am eager and ready.',
  'I felt afraid before the talk, nervous and tense, then proud afterwards.',
];

describe('scoring', () => {
  it('when the user has no data, then every score is 0, the state is early and the insight invites a first entry', () => {
    const { view, personality, insight } = emptyAlignment();
    expect(alignmentView.parse(view)).toEqual(view);
    expect(view).toMatchObject({ overallScore: 0, personalityScore: 0, behaviorScore: 0, voiceScore: 0, dataPoints: 0, early: true, lastCalculated: null });
    expect(view.personalityBreakdown.dominantEmotions).toEqual([]);
    expect(Object.values(view.personalityBreakdown.emotionalDistribution).every((v) => v === 0)).toBe(true);
    expect(Object.values(view.subScores).every((v) => v === 0)).toBe(true);
    expect(personality).toEqual({ optimism: 0, curiosity: 0, introspection: 0, creativity: 0 });
    expect(insight).toBe(NO_DATA_INSIGHT);
  });

  it('when more entries are written, then the personality score rises', () => {
    const few = score(diary.slice(0, 3).map((t) => ev.entry(U, t, { sentiment: 2 })));
    const many = score(diary.map((t) => ev.entry(U, t, { sentiment: 2 })));
    expect(many.view.personalityScore).toBeGreaterThan(few.view.personalityScore);
    expect(many.view.overallScore).toBeGreaterThan(few.view.overallScore);
    expect(many.view.personalityBreakdown.thoughtCount).toBe(diary.length);
    expect(many.view.dataPoints).toBe(diary.length);
    expect(many.view.early).toBe(false);
    expect(few.view.early).toBe(true);
  });

  it('when the emotions written are more varied, then emotionalRange rises', () => {
    const joyOnly = score([0, 1, 2].map(() => ev.entry(U, 'So happy and glad, I laughed and smiled.')));
    const varied = score([
      ev.entry(U, 'So happy and glad, I laughed and smiled.'),
      ev.entry(U, 'I was afraid and nervous, then angry and frustrated.'),
      ev.entry(U, 'A sad loss, I cried; a surprising, unexpected twist; I trust my friends.'),
    ]);
    expect(varied.view.personalityBreakdown.emotionalRange).toBeGreaterThan(joyOnly.view.personalityBreakdown.emotionalRange);
    expect(joyOnly.view.personalityBreakdown.dominantEmotions).toEqual(['joy']);
    expect(varied.view.personalityBreakdown.dominantEmotions).toHaveLength(3);
    const dist = varied.view.personalityBreakdown.emotionalDistribution;
    expect(Object.keys(dist).sort()).toEqual([...EMOTIONS].sort());
    expect(Object.values(dist).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
  });

  it('when an event is delivered twice, or items arrive in another order, then nothing changes', () => {
    const events = diary.map((t) => ev.entry(U, t, { sentiment: 1 }));
    const once = score(events);
    expect(score([...events, events[3]!, events[0]!])).toEqual(once);
    expect(score([...events].reverse())).toEqual(once);
    expect(computeAlignment([...itemsOf(events)].reverse())).toEqual(once);
  });

  it('when an entry is updated, then the newest version counts; when deleted, it no longer counts', () => {
    const created = ev.entry(U, 'happy happy joy', { entryId: 'e1' });
    const updated = ev.entry(U, 'sad and lonely, I cried', { entryId: 'e1' }, 'journal.entry.updated');
    const after = score([updated, created]);
    expect(after.view.personalityBreakdown.dominantEmotions).toEqual(['sadness']);
    const deleted = ev.entryDeleted(U, 'e1');
    const gone = score([created, deleted, updated]);
    expect(gone.view.dataPoints).toBe(0);
    expect(gone.view.lastCalculated).toBe(deleted.occurredAt);
  });

  it('when the twin predicts at chance, then behaviour is about 0; when it predicts perfectly, then it is high', () => {
    // 3 options: chance is 1/3, so 1 hit in 3 is chance level
    const chance = score(Array.from({ length: 30 }, (_, i) => ev.choice(U, i % 3 === 0, { category: ['ethics', 'career', 'family'][i % 3]! })));
    const perfect = score(Array.from({ length: 30 }, (_, i) => ev.choice(U, true, { category: ['ethics', 'career', 'family'][i % 3]! })));
    expect(chance.view.behaviorScore).toBeLessThan(0.05);
    expect(chance.view.behaviorBreakdown.mirroring).toBeCloseTo(1 / 3, 3);
    expect(perfect.view.behaviorScore).toBeGreaterThan(0.75);
    expect(perfect.view.behaviorBreakdown).toMatchObject({ mirroring: 1, responseCount: 30, contextsCovered: 3 });
    const words = score(Array.from({ length: 20 }, (_, i) => ev.word(U, i % 2 === 0, { category: 'Home', roundNumber: (i % 5) + 1 })));
    expect(words.view.behaviorScore).toBeGreaterThan(0.3);
  });

  it('when voice samples are more numerous or better, or the synthetic voice closer, then the voice score rises', () => {
    const few = score([ev.sample(U, { qualityScore: 0.6 }), ev.sample(U, { qualityScore: 0.6 })]);
    const more = score(Array.from({ length: 10 }, () => ev.sample(U, { qualityScore: 0.6 })));
    const better = score(Array.from({ length: 10 }, () => ev.sample(U, { qualityScore: 0.9 })));
    const closer = score([...Array.from({ length: 10 }, () => ev.sample(U, { qualityScore: 0.9 })), ev.profile(U, 0.8)]);
    expect(more.view.voiceScore).toBeGreaterThan(few.view.voiceScore);
    expect(better.view.voiceScore).toBeGreaterThan(more.view.voiceScore);
    expect(closer.view.voiceScore).toBeGreaterThan(better.view.voiceScore);
    expect(closer.view.voiceBreakdown.voiceConsistency).toBeCloseTo(0.8, 4);
    const sources = score([ev.sample(U, { source: 'reading' }), ev.sample(U, { source: 'singing' }), ev.sample(U, { source: 'conversation', transcript: 'yeah kinda cool, to be honest' })]);
    expect(sources.view.voiceBreakdown.speechPatterns).toBeGreaterThan(score([ev.sample(U), ev.sample(U), ev.sample(U)]).view.voiceBreakdown.speechPatterns);
    expect(sources.view.voiceBreakdown.slangAndIdioms).toBeGreaterThan(0);
  });

  it('when music, photos, chat and training are added, then the matching parts rise and photos linked to entries count once', () => {
    const base = diary.map((t) => ev.entry(U, t, { sentiment: 1 }));
    const all = score([
      ...base,
      ...Array.from({ length: 5 }, (_, i) => ev.track(U, { genres: [['rock', 'jazz', 'pop'][i % 3]!] })),
      ev.photo(U, { entryId: 'photo-entry' }),
      ev.entry(U, 'Photo: the beach at sunset, wonderful', { entryId: 'photo-entry', type: 'photo' }),
      ev.photo(U, { kind: 'generated', description: 'a dreamy castle in the clouds' }),
      ev.message(U, 'I think I am happy today'),
      ev.training(U, 80),
    ]);
    const b = all.view.personalityBreakdown;
    expect(b.musicTrackCount).toBe(5);
    expect(b.photoCount).toBe(1);
    expect(b.generatedImageCount).toBe(1);
    expect(b.musicPersonalityScore).toBeGreaterThan(0);
    expect(b.visualStyleScore).toBeGreaterThan(0);
    expect(b.personalityCoherence).toBeGreaterThan(0);
    // the photo and its entry are one data point
    expect(all.view.dataPoints).toBe(diary.length + 5 + 1 + 1 + 1 + 1);
    expect(all.view.personalityScore).toBeGreaterThan(score(base).view.personalityScore);
    expect(all.view.subScores.diversity).toBeGreaterThan(score(base).view.subScores.diversity);
    expect(alignmentView.parse(all.view)).toEqual(all.view);
  });

  it("when replies are corrected ('That's not me'), then coherence falls", () => {
    const base = [...diary.map((t) => ev.entry(U, t)), ev.track(U), ev.track(U), ev.track(U)];
    const m1 = ev.message(U, 'hello there', { conversationId: 'c1' });
    const m2 = ev.message(U, 'how are you', { conversationId: 'c2' });
    const without = score([...base, m1, m2]);
    const corrected = score([...base, m1, m2, ev.correction(U, 'c1')]);
    expect(corrected.view.personalityBreakdown.personalityCoherence).toBeLessThan(without.view.personalityBreakdown.personalityCoherence);
  });

  it('when a user is erased, then older events are gone and newer ones stay', () => {
    const old = ev.entry(U, 'happy');
    const erase = ev.userDeleted(U);
    const newer = ev.entry(U, 'sad');
    expect(score([old, erase]).view.dataPoints).toBe(0);
    expect(score([newer, erase, old]).view.dataPoints).toBe(1);
  });

  it('personality traits are 0..100 and follow the words used; the insight names emotions and themes from the data', () => {
    const curious = score(Array.from({ length: 6 }, () => ev.entry(U, 'I wonder why the stars shine? I want to learn, explore and discover how the universe works. Curious research about stars.')));
    const p = personalityView.parse(curious.personality);
    expect(p.curiosity).toBeGreaterThan(p.optimism);
    expect(p.curiosity).toBeGreaterThan(p.creativity);
    expect(curious.insight).toMatch(/stars/);
    expect(curious.insight).toMatch(/curious/);
    const other = score(Array.from({ length: 6 }, () => ev.entry(U, 'Painting and drawing all day, creating art. I love my garden and the garden loves the rain.')));
    expect(other.insight).not.toBe(curious.insight);
    expect(other.insight).toMatch(/garden/);
  });
});
