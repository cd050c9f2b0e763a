import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'bg-indigo-50 text-indigo-800 ring-1 ring-inset ring-indigo-200',
      secondary: 'bg-slate-100 text-slate-800',
      outline: 'text-slate-800 ring-1 ring-inset ring-slate-300',
      success: 'bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
