import { Infinity as InfinityIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The logo tile; decorative (the wordmark next to it carries the name). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm', className)}
    >
      <InfinityIcon className="size-5" strokeWidth={2.4} />
    </span>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className="text-lg font-semibold tracking-tight text-slate-900">Immortal</span>
    </span>
  );
}
