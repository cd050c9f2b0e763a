// music events: what the music service knows about a track it analysed for a user, and what alignment
// (and the twin) need from it. A producer publishes one music.track.analyzed per (user, track) each time
// it (re)analyses the track; the newest one wins.
import { z } from 'zod';

const unit = z.number().min(0).max(1);
/** keys become document field names downstream: no dots, no leading $ (FerretDB) */
const traitKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'trait names are letters, digits and _');

export const musicTrackAnalyzed = z.object({
  /** the user's track (musicbrainzId or the catalogue id), stable across playlists */
  trackId: z.string().min(1).max(200),
  title: z.string().max(500),
  artist: z.string().max(500),
  genres: z.array(z.string().max(100)).max(20),
  energy: unit,
  valence: unit,
  danceability: unit,
  acousticness: unit,
  /** beats per minute */
  tempo: z.number().min(0).max(400),
  /** how sure the analysis is of its numbers (0..1; a genre-only guess is low) */
  analysisConfidence: unit,
  /** the conversational style this track suggests, e.g. 'energetic', 'reflective', 'playful' */
  conversationalStyle: z.string().max(100),
  /** personality traits the track maps to, trait -> 0..1 (a `confidence` key is metadata, not a trait) */
  personalityMapping: z.record(traitKey, unit),
});
export type MusicTrackAnalyzed = z.infer<typeof musicTrackAnalyzed>;

/** The track left every playlist of the user (or its analysis was discarded). */
export const musicTrackRemoved = z.object({ trackId: z.string().min(1).max(200) });
export type MusicTrackRemoved = z.infer<typeof musicTrackRemoved>;
