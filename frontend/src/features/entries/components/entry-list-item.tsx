import type { EntryView } from '@immortal/proto/journal';
import { cn } from '@/lib/utils';
import { entryImageUrl } from '../lib/entry-image';
import { entryPreview, readableText } from '../lib/entry-preview';
import { categoryLabel } from '../lib/entry-types';
import { EntryImageThumbnail } from './entry-image-thumbnail';
import { EntryTypeBadge } from './entry-type-badge';
import { RelativeTime } from './relative-time';

/**
 * One entry in a list: type badge, category, relative time, optional title and a 100–200 character
 * preview; image entries lead with a thumbnail that opens the picture large.
 */
export function EntryListItem({
  entry,
  previewLength,
  showCategory = true,
  className,
}: {
  entry: EntryView;
  previewLength?: number;
  showCategory?: boolean;
  className?: string;
}) {
  const image = entryImageUrl(entry);
  const preview = entryPreview(entry.content, previewLength);
  const title = entry.title?.trim() || null;
  return (
    <article className={cn('flex gap-4', className)}>
      {image ? <EntryImageThumbnail src={image} title={title} caption={readableText(entry.content) || undefined} /> : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <EntryTypeBadge type={entry.type} />
          <span className="inline-flex items-center gap-2 whitespace-nowrap">
            {showCategory && entry.category ? (
              <>
                <span className="text-xs font-medium text-slate-600">{categoryLabel(entry.category)}</span>
                <span aria-hidden="true" className="text-xs text-slate-400">
                  ·
                </span>
              </>
            ) : null}
            <RelativeTime iso={entry.createdAt} />
          </span>
        </div>
        {title ? <h3 className="mt-2 font-medium break-words text-slate-900">{title}</h3> : null}
        {preview ? (
          <p className={cn('text-sm leading-relaxed break-words text-slate-700', title ? 'mt-1' : 'mt-2')}>{preview}</p>
        ) : null}
      </div>
    </article>
  );
}
