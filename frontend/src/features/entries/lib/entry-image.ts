// Image entries: photos, uploaded images and generated images carry their picture in metadata.imageUrl
// or in a content line ('Image URL: https://…' or 'ImageData: data:image/…;base64,…').
import type { EntryView } from '@immortal/proto/journal';

export const IMAGE_ENTRY_TYPES = ['photo', 'image', 'generated'] as const;

/** Only web, same-origin and inline image sources: never javascript: or other schemes. */
function safeImageSource(raw: string | undefined | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]+$/i.test(value)) return value.replace(/\s+/g, '');
  if (/^https?:\/\/\S+$/i.test(value)) return value;
  if (/^\/(?!\/)\S*$/.test(value)) return value;
  return null;
}

export function entryImageUrl(entry: Pick<EntryView, 'type' | 'content' | 'metadata'>): string | null {
  if (!(IMAGE_ENTRY_TYPES as readonly string[]).includes(entry.type)) return null;
  const fromMetadata = safeImageSource(entry.metadata?.imageUrl);
  if (fromMetadata) return fromMetadata;
  for (const line of entry.content.split('\n')) {
    const match = /^\s*(?:Image URL|ImageData):\s*(\S+)\s*$/i.exec(line);
    const source = safeImageSource(match?.[1]);
    if (source) return source;
  }
  return null;
}
