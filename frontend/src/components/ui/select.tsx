import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A native <select>, styled like Input. Native keeps every platform's picker (a wheel on phones),
 * type-ahead and form behaviour for free. Pass <option> children.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-base text-slate-900 shadow-xs transition-colors sm:text-sm',
          'focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600/30',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
