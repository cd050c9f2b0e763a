import type { EntryType } from '@immortal/proto/journal';
import { Brain, Camera, History, ImageIcon, Quote, Sparkles, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { entryTypeLabel } from '../lib/entry-types';

const STYLE: Record<EntryType, { icon: LucideIcon; className: string }> = {
  thought: { icon: Quote, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  memory: { icon: History, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  reflection: { icon: Brain, className: 'bg-violet-50 text-violet-800 ring-violet-200' },
  photo: { icon: Camera, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
  image: { icon: ImageIcon, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
  generated: { icon: Sparkles, className: 'bg-fuchsia-50 text-fuchsia-900 ring-fuchsia-200' },
};

/** The entry's type as a coloured badge: Quotes, Memory, Deep Reflection, Photo, Image or Generated. */
export function EntryTypeBadge({ type, className }: { type: string; className?: string }) {
  const style = STYLE[type as EntryType] ?? { icon: Quote, className: '' };
  const Icon = style.icon;
  return (
    <Badge className={cn('ring-1 ring-inset', style.className, className)}>
      <Icon aria-hidden="true" className="size-3" />
      {entryTypeLabel(type)}
    </Badge>
  );
}
