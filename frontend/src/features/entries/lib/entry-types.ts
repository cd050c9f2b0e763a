// How entry types and categories read on screen. The Capture screen writes three types; photos, images
// and generated images come from the Images screen and show with their own badges.
import type { EntryCategory, EntryType } from '@immortal/proto/journal';

/** The types the Capture screen offers, in its order; the first is the default. */
export const CAPTURE_TYPES = ['thought', 'memory', 'reflection'] as const satisfies readonly EntryType[];
export type CaptureType = (typeof CAPTURE_TYPES)[number];
export const DEFAULT_CAPTURE_TYPE: CaptureType = 'thought';

export const ENTRY_TYPE_LABELS: Record<EntryType, string> = {
  thought: 'Quotes',
  memory: 'Memory',
  reflection: 'Deep Reflection',
  photo: 'Photo',
  image: 'Image',
  generated: 'Generated',
};

export function entryTypeLabel(type: string): string {
  return ENTRY_TYPE_LABELS[type as EntryType] ?? type;
}

export const CATEGORY_LABELS: Record<EntryCategory, string> = {
  personal: 'Personal',
  professional: 'Professional',
  creative: 'Creative',
  learning: 'Learning',
  music: 'Music',
};

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as EntryCategory] ?? category;
}
