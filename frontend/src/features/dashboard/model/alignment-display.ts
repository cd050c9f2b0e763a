// The spec's display rules (core §9) for the Identity Alignment panel, on top of the proto helpers:
// rounded percentages, colour bands, labels, badges, behaviour values and dominant emotions.
import { alignmentBadge, alignmentLabel, scoreBand, toPercent, type Emotion } from '@immortal/proto/alignment';

export { alignmentBadge, alignmentLabel, scoreBand, toPercent };

/** A 0..1 score as a rounded percentage, clamped to 0..100. */
export function scorePercent(score: number): number {
  return Math.min(100, Math.max(0, toPercent(score)));
}

/**
 * A behaviour value as a rounded percentage. Spec §9 treats "values of 1 or more" as already
 * percentages; our contract sends fractions 0..1, where exactly 1 means a perfect 100 %, so only
 * values above 1 are taken as percentages (docs/spec-deviations.md). 0.42 -> 42, 1 -> 100, 42 -> 42.
 */
export function behaviorPercent(value: number): number {
  const percent = value > 1 ? Math.round(value) : toPercent(value);
  return Math.min(100, Math.max(0, percent));
}

export type Band = ReturnType<typeof scoreBand>;

/** Text and bar colours of a band, AA contrast on white. */
export const BAND_STYLES: Record<Band, { text: string; bar: string; soft: string; name: string }> = {
  green: { text: 'text-emerald-700', bar: 'bg-emerald-600', soft: 'bg-emerald-50', name: 'strong' },
  yellow: { text: 'text-amber-700', bar: 'bg-amber-500', soft: 'bg-amber-50', name: 'fair' },
  red: { text: 'text-red-700', bar: 'bg-red-600', soft: 'bg-red-50', name: 'low' },
};

export type BadgeColour = ReturnType<typeof alignmentBadge>['colour'];

export const BADGE_STYLES: Record<BadgeColour, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
};

/** The personality card shows at most 3 dominant emotions (spec §9). */
export const MAX_DOMINANT_EMOTIONS = 3;

/** What the detail view shows while the user's writing has revealed no emotion yet (spec §9). */
export const DEFAULT_DOMINANT_EMOTIONS: readonly Emotion[] = ['joy', 'trust', 'anticipation'];

export function topEmotions(emotions: readonly Emotion[]): Emotion[] {
  return emotions.slice(0, MAX_DOMINANT_EMOTIONS);
}

/** The detail view's emotions: the user's own (at most 3), else the defaults. */
export function detailEmotions(emotions: readonly Emotion[]): { emotions: Emotion[]; isDefault: boolean } {
  const own = topEmotions(emotions);
  return own.length > 0 ? { emotions: own, isDefault: false } : { emotions: [...DEFAULT_DOMINANT_EMOTIONS], isDefault: true };
}

export const capitalize = (word: string): string => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

/** "Joy", "Anticipation"; camelCase keys become words ("deepThinker" -> "Deep thinker"). */
export function humanize(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return capitalize(spaced);
}

export const EMOTION_STYLES: Record<Emotion, string> = {
  joy: 'bg-yellow-50 text-yellow-900 ring-yellow-200',
  trust: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  fear: 'bg-violet-50 text-violet-800 ring-violet-200',
  surprise: 'bg-cyan-50 text-cyan-800 ring-cyan-200',
  sadness: 'bg-blue-50 text-blue-800 ring-blue-200',
  disgust: 'bg-lime-50 text-lime-900 ring-lime-200',
  anger: 'bg-red-50 text-red-800 ring-red-200',
  anticipation: 'bg-orange-50 text-orange-800 ring-orange-200',
};
