// Spec §2, music profile details: traits and conversational styles as percentages (a `confidence` entry
// is metadata and skipped), up to 2 preferred genres, average energy and valence, tracks analysed.
import type { MusicPersonalityProfile } from '../api/get-music-personality-profile';
import { humanize } from './alignment-display';

export const MAX_PREFERRED_GENRES = 2;

export interface PercentEntry {
  key: string;
  label: string;
  percent: number;
}

/** A 0..1 share (or an already-percent value above 1) as a rounded percentage, clamped to 0..100. */
export function sharePercent(value: number): number {
  const percent = value > 1 ? Math.round(value) : Math.round(value * 100);
  return Math.min(100, Math.max(0, percent));
}

/** The entries of a trait map as percentages, strongest first, without `confidence` or non-numbers. */
export function percentEntries(map: Record<string, number> | null | undefined): PercentEntry[] {
  return Object.entries(map ?? {})
    .filter(([key, value]) => key.toLowerCase() !== 'confidence' && typeof value === 'number' && Number.isFinite(value))
    .map(([key, value]) => ({ key, label: humanize(key), percent: sharePercent(value) }))
    .sort((a, b) => b.percent - a.percent || a.key.localeCompare(b.key));
}

export interface MusicProfileDisplay {
  traits: PercentEntry[];
  genres: string[];
  energy: number | null;
  valence: number | null;
  styles: PercentEntry[];
  tracks: number;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function musicProfileDisplay(profile: MusicPersonalityProfile): MusicProfileDisplay {
  return {
    traits: percentEntries(profile.musicPersonality),
    genres: (profile.preferredGenres ?? []).filter((g) => typeof g === 'string' && g.trim()).slice(0, MAX_PREFERRED_GENRES),
    energy: finite(profile.avgEnergy) ? sharePercent(profile.avgEnergy) : null,
    valence: finite(profile.avgValence) ? sharePercent(profile.avgValence) : null,
    styles: percentEntries(profile.recommendedConversationalStyle),
    tracks: finite(profile.totalTracksAnalyzed) ? Math.max(0, Math.round(profile.totalTracksAnalyzed)) : 0,
  };
}

/** Whether a profile has anything to show (the section renders only then). */
export function hasMusicProfile(profile: MusicPersonalityProfile | null | undefined): profile is MusicPersonalityProfile {
  if (!profile || typeof profile !== 'object') return false;
  const d = musicProfileDisplay(profile);
  return d.tracks > 0 || d.traits.length > 0 || d.genres.length > 0 || d.styles.length > 0;
}
