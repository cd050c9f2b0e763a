// Journal HTTP contracts (core §3 Entry and Stats, §5 Entry, §7 calls).
import { z } from 'zod';

export const ENTRY_TYPES = ['thought', 'memory', 'reflection', 'photo', 'image', 'generated'] as const;
export const entryType = z.enum(ENTRY_TYPES, { error: 'Type must be one of: thought, memory, reflection, photo, image, generated' });
export type EntryType = z.infer<typeof entryType>;

/** The four the Library filters by, plus 'music' for musical quotes (twin-features §9). */
export const ENTRY_CATEGORIES = ['personal', 'professional', 'creative', 'learning', 'music'] as const;
export const entryCategory = z.enum(ENTRY_CATEGORIES, { error: 'Category must be one of: personal, professional, creative, learning, music' });
export type EntryCategory = z.infer<typeof entryCategory>;

/** Documented limit: an entry holds at most this many characters (about 8,000 words). */
export const MAX_CONTENT_LENGTH = 50_000;
export const MAX_TITLE_LENGTH = 200;

export const entryMetadata = z
  .object({ imageUrl: z.string().max(2048).optional(), generatedByAI: z.boolean().optional() })
  .strict();

const optionalText = (max: number, name: string) => z.string().trim().max(max, `${name} is too long (at most ${max} characters)`).optional();

export const createEntryBody = z.object({
  type: entryType,
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(MAX_CONTENT_LENGTH, `Entry is too long (at most ${MAX_CONTENT_LENGTH.toLocaleString('en-US')} characters)`),
  title: optionalText(MAX_TITLE_LENGTH, 'Title'),
  category: entryCategory.optional(),
  isPrivate: z.boolean().optional(),
  trackId: optionalText(200, 'Track id'),
  artist: optionalText(300, 'Artist'),
  album: optionalText(300, 'Album'),
  genre: optionalText(100, 'Genre'),
  artworkUrl: optionalText(2048, 'Artwork URL'),
  metadata: entryMetadata.optional(),
  /** decimal(3,2) in the spec: 0.00 to 9.99, stored with two decimals */
  trainingWeight: z.number().min(0).max(9.99).transform((n) => Math.round(n * 100) / 100).optional(),
});
export type CreateEntryBody = z.infer<typeof createEntryBody>;

export const updateEntryBody = createEntryBody.omit({ type: true }).partial();
export type UpdateEntryBody = z.infer<typeof updateEntryBody>;

export const entryView = z.object({
  id: z.string(),
  userId: z.string(),
  type: entryType,
  title: z.string().nullable(),
  content: z.string(),
  category: entryCategory.nullable(),
  isPrivate: z.boolean(),
  sentiment: z.number().int(),
  trackId: z.string().nullable(),
  artist: z.string().nullable(),
  album: z.string().nullable(),
  genre: z.string().nullable(),
  artworkUrl: z.string().nullable(),
  metadata: entryMetadata,
  trainingWeight: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EntryView = z.infer<typeof entryView>;

export const statsView = z.object({
  totalEntries: z.number().int(),
  weeklyEntries: z.number().int(),
  /** average length in words, rounded */
  avgLength: z.number().int(),
  /** consecutive days with an entry, ending today or yesterday */
  streak: z.number().int(),
  categories: z.object({ thoughts: z.number().int(), memories: z.number().int(), reflections: z.number().int() }),
});
export type StatsView = z.infer<typeof statsView>;

export const SEARCH_CATEGORIES = ['personal', 'professional', 'creative', 'learning'] as const;
export const DATE_RANGES = ['week', 'month', 'year'] as const;
export const searchQuery = z.object({
  q: z.string({ error: 'Enter something to search for' }).trim().min(1, 'Enter something to search for').max(500, 'Search is too long'),
  category: z.enum(SEARCH_CATEGORIES, { error: 'Category must be one of: personal, professional, creative, learning' }).optional(),
  dateRange: z.enum(DATE_RANGES, { error: 'Date range must be one of: week, month, year' }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const EXPORT_FILE_NAME = 'immortal-export.json';

/** optional: the browser's Date#getTimezoneOffset(), so "today" in the streak is the user's today */
export const statsQuery = z.object({ tzOffset: z.coerce.number().int().min(-840).max(840).optional() });
export type StatsQuery = z.infer<typeof statsQuery>;
