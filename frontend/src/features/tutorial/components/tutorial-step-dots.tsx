import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A row of eight markers: done steps ticked, the current one highlighted (decorative; the badge and progress bar carry the same information). */
export function TutorialStepDots({ total, current, completed }: { total: number; current: number; completed: readonly number[] }) {
  return (
    <ol aria-hidden="true" className="flex items-center justify-center gap-1.5 sm:gap-2">
      {Array.from({ length: total }, (_, i) => {
        const done = completed.includes(i);
        return (
          <li
            key={i}
            className={cn(
              'flex size-6 items-center justify-center rounded-full text-[11px] font-semibold transition-colors',
              i === current ? 'bg-indigo-600 text-white ring-4 ring-indigo-100' : done ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-600',
            )}
          >
            {done && i !== current ? <Check className="size-3.5" strokeWidth={3} /> : i + 1}
          </li>
        );
      })}
    </ol>
  );
}
