// media events: a photo or a generated image the user kept, and its removal.
import { z } from 'zod';

export const PHOTO_KINDS = ['photo', 'generated'] as const;
export const photoKind = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof photoKind>;

export const mediaPhotoSaved = z.object({
  photoId: z.string().min(1).max(200),
  kind: photoKind,
  /** the user's own words about it (photo notes), or the prompt of a generated image */
  description: z.string().max(10_000),
  /** the journal entry that shows it in the Library, when one was created (so it is counted once) */
  entryId: z.string().max(200).nullable(),
});
export type MediaPhotoSaved = z.infer<typeof mediaPhotoSaved>;

export const mediaPhotoDeleted = z.object({ photoId: z.string().min(1).max(200) });
export type MediaPhotoDeleted = z.infer<typeof mediaPhotoDeleted>;
