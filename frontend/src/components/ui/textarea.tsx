import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A multi-line field styled like Input; `rows` sets its resting height (it can still be resized). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex w-full min-w-0 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base leading-relaxed text-slate-900 shadow-xs transition-colors sm:text-sm',
        'placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600/30',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
        className,
      )}
      {...props}
    />
  );
}
