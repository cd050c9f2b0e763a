import { z } from 'zod';
import { entryCategory, entryMetadata, entryType } from './http.js';

/** What consumers (alignment, the twin's read models) need to know about an entry. */
export const entryPayload = z.object({
  entryId: z.string(),
  type: entryType,
  title: z.string().nullable(),
  content: z.string(),
  category: entryCategory.nullable(),
  sentiment: z.number().int(),
  trainingWeight: z.number(),
  metadata: entryMetadata,
  createdAt: z.string(),
});
export const entryCreated = entryPayload;
export const entryUpdated = entryPayload;
export const entryDeleted = z.object({ entryId: z.string(), type: entryType, createdAt: z.string() });
export type EntryPayload = z.infer<typeof entryPayload>;
