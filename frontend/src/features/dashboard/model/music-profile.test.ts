import { describe, expect, it } from 'vitest';
import { musicProfileFixture } from '../test/fixtures';
import { hasMusicProfile, musicProfileDisplay, percentEntries } from './music-profile';

describe('the music profile details (spec §2)', () => {
  it('shows traits and conversational styles as percentages, strongest first, skipping confidence', () => {
    const d = musicProfileDisplay(musicProfileFixture());
    expect(d.traits).toEqual([
      { key: 'openness', label: 'Openness', percent: 82 },
      { key: 'deepThinker', label: 'Deep thinker', percent: 56 },
      { key: 'extraversion', label: 'Extraversion', percent: 40 },
    ]);
    expect(d.styles.map((s) => [s.label, s.percent])).toEqual([
      ['Reflective', 70],
      ['Playful', 25],
    ]);
  });

  it('skips a confidence entry whatever its case', () => {
    expect(percentEntries({ Confidence: 0.9, calm: 0.3 }).map((e) => e.key)).toEqual(['calm']);
  });

  it('shows up to 2 preferred genres, average energy and valence and the tracks analysed', () => {
    const d = musicProfileDisplay(musicProfileFixture());
    expect(d.genres).toEqual(['Jazz', 'Indie Rock']);
    expect(d.energy).toBe(63);
    expect(d.valence).toBe(48);
    expect(d.tracks).toBe(42);
  });

  it('renders only a profile with something in it', () => {
    expect(hasMusicProfile(null)).toBe(false);
    expect(hasMusicProfile(undefined)).toBe(false);
    expect(
      hasMusicProfile(musicProfileFixture({ musicPersonality: { confidence: 1 }, preferredGenres: [], recommendedConversationalStyle: {}, totalTracksAnalyzed: 0 })),
    ).toBe(false);
    expect(hasMusicProfile(musicProfileFixture())).toBe(true);
  });
});
