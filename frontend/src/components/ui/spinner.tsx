import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning icon with a visible label; announced politely as a status. */
export function Spinner({ label = 'Loading...', className, iconClassName }: { label?: string; className?: string; iconClassName?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col items-center justify-center gap-3 text-slate-600', className)}>
      <Loader2 aria-hidden="true" className={cn('size-8 animate-spin text-indigo-600', iconClassName)} />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
