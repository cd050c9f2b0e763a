import { describe, expect, it } from 'vitest';
import { alignmentBadge, alignmentLabel, behaviorPercent, detailEmotions, humanize, scoreBand, scorePercent, topEmotions } from './alignment-display';

describe('the panel display rules (spec §9)', () => {
  it('shows scores as rounded percentages', () => {
    expect(scorePercent(0.724)).toBe(72);
    expect(scorePercent(0.725)).toBe(73);
    expect(scorePercent(0)).toBe(0);
    expect(scorePercent(1)).toBe(100);
  });

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ] as const)('colours %i%% %s', (percent, band) => {
    expect(scoreBand(percent)).toBe(band);
  });

  it.each([
    [0.95, 'Exceptional'],
    [0.9, 'Exceptional'],
    [0.85, 'Strong'],
    [0.8, 'Strong'],
    [0.7, 'Good'],
    [0.6, 'Developing'],
    [0.4, 'Emerging'],
    [0.39, 'Early Stage'],
    [0, 'Early Stage'],
  ] as const)('labels %f as %s', (score, label) => {
    expect(alignmentLabel(score)).toBe(label);
  });

  it.each([
    [0.8, 'green', 'flame'],
    [0.6, 'blue', 'star'],
    [0.4, 'yellow', 'chart-bar'],
    [0.39, 'orange', 'sprout'],
  ] as const)('badges %f %s with %s', (score, colour, icon) => {
    expect(alignmentBadge(score)).toEqual({ colour, icon });
  });

  it('treats behaviour values above 1 as already percentages, and 1 as a perfect 100', () => {
    expect(behaviorPercent(0.42)).toBe(42);
    expect(behaviorPercent(0.999)).toBe(100);
    expect(behaviorPercent(42)).toBe(42);
    expect(behaviorPercent(66.6)).toBe(67);
    expect(behaviorPercent(1)).toBe(100);
    expect(behaviorPercent(250)).toBe(100);
  });

  it('keeps at most 3 dominant emotions, and the detail view defaults to joy, trust, anticipation', () => {
    expect(topEmotions(['anger', 'fear', 'sadness', 'joy'])).toEqual(['anger', 'fear', 'sadness']);
    expect(detailEmotions(['fear', 'surprise', 'joy', 'trust'])).toEqual({ emotions: ['fear', 'surprise', 'joy'], isDefault: false });
    expect(detailEmotions(['sadness'])).toEqual({ emotions: ['sadness'], isDefault: false });
    expect(detailEmotions([])).toEqual({ emotions: ['joy', 'trust', 'anticipation'], isDefault: true });
  });

  it('turns keys into words', () => {
    expect(humanize('deepThinker')).toBe('Deep thinker');
    expect(humanize('high_energy')).toBe('High energy');
    expect(humanize('openness')).toBe('Openness');
  });
});
