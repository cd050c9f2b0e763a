import { ArrowRight, Sprout } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AlignmentView } from '@immortal/proto/alignment';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Spec §4: fewer than 10 data points, or all three scores below 10%. */
export const EARLY_DATA_POINTS = 10;

const linkClass =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 underline underline-offset-4 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** 'Ready to grow with your data': encouragement while the score has little to go on. */
export function EarlyState({ view }: { view: AlignmentView }) {
  const remaining = Math.max(0, EARLY_DATA_POINTS - view.dataPoints);
  const progress = Math.min(100, (view.dataPoints / EARLY_DATA_POINTS) * 100);
  return (
    <section aria-labelledby="early-state-title" className="rounded-2xl border border-emerald-200 bg-gradient-to-br from-emerald-50 via-white to-white p-5 sm:p-6" data-testid="early-state">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
          <Sprout aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="early-state-title" className="text-lg font-semibold tracking-tight text-slate-900">
            Ready to grow with your data
          </h3>
          <p className="mt-1 max-w-prose text-sm text-slate-700">
            {remaining > 0
              ? `Your Immortal AI is just getting to know you. Add ${remaining} more ${remaining === 1 ? 'piece' : 'pieces'} of data and your scores start to mean something: every thought, memory and reflection teaches it how you think and feel.`
              : 'Your Immortal AI has its first data. Keep capturing thoughts, memories and reflections, play a behaviour game or record your voice, and your scores will climb.'}
          </p>
          <div className="mt-3 max-w-sm">
            <div className="flex justify-between text-xs font-medium text-slate-700">
              <span>Getting started</span>
              <span className="tabular-nums">
                {Math.min(view.dataPoints, EARLY_DATA_POINTS)} of {EARLY_DATA_POINTS} data points
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Data points towards your first score"
              aria-valuemin={0}
              aria-valuemax={EARLY_DATA_POINTS}
              aria-valuenow={Math.min(view.dataPoints, EARLY_DATA_POINTS)}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-emerald-100"
            >
              <div className="h-full rounded-full bg-emerald-600 transition-[width] duration-500" style={{ width: `${progress}%` }} />
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
            <Link to="/collect" className={cn(buttonVariants(), 'bg-emerald-700 hover:bg-emerald-800 focus-visible:outline-emerald-700')}>
              Capture a thought
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/collect" className={linkClass}>
              Write a memory or reflection
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
