// GET /api/music/personality-profile — what the user's music says about them (music service), fresh for
// 5 minutes. Until the music service answers (404 / 502 / 503 from the gateway) there is simply no
// profile: null, no error, no toast.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, getErrorStatus } from '@/lib/api-client';

/** The music service's profile (not yet in proto: the shape the music service will answer). */
export interface MusicPersonalityProfile {
  /** trait -> 0..1; a `confidence` key is metadata, not a trait */
  musicPersonality: Record<string, number>;
  preferredGenres: string[];
  /** 0..1 */
  avgEnergy: number;
  /** 0..1 */
  avgValence: number;
  /** style -> 0..1; a `confidence` key is metadata, not a style */
  recommendedConversationalStyle: Record<string, number>;
  totalTracksAnalyzed: number;
}

export const musicProfileQueryKey = ['/api/music/personality-profile'] as const;

/** Statuses meaning "no profile (yet)": no such route or the music service is not there. */
const NO_PROFILE_STATUSES = new Set([404, 502, 503]);

export async function getMusicPersonalityProfile(): Promise<MusicPersonalityProfile | null> {
  try {
    return (await api.get<MusicPersonalityProfile | undefined>('/api/music/personality-profile')) ?? null;
  } catch (error) {
    if (NO_PROFILE_STATUSES.has(getErrorStatus(error) ?? 0)) return null;
    throw error;
  }
}

export const musicProfileQueryOptions = queryOptions({
  queryKey: musicProfileQueryKey,
  queryFn: getMusicPersonalityProfile,
  staleTime: 5 * 60_000,
});

export function useMusicPersonalityProfile() {
  return useQuery(musicProfileQueryOptions);
}
