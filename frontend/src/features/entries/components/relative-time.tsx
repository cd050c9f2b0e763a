import { format, formatDistanceToNow } from 'date-fns';
import { cn } from '@/lib/utils';

/** "3 minutes ago", with the exact date and time on hover and in the machine-readable attribute. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={format(date, 'MMM d, yyyy, h:mm a')} className={cn('text-xs text-slate-600', className)}>
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
}
