import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A centred icon, a short heading and a line of help, for a list with nothing in it yet. */
export function EmptyState({ icon: Icon, title, children, className, headingLevel = 3 }: { icon: LucideIcon; title: string; children?: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center', className)}>
      <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <Heading className="font-semibold text-slate-900">{title}</Heading>
      {children ? <div className="max-w-md text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
