import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder block. Decorative: give the surrounding region its own busy label. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" data-slot="skeleton" className={cn('animate-pulse rounded-md bg-slate-200/80', className)} {...props} />;
}
