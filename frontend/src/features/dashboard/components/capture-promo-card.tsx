import { ArrowRight, PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Invites the user to capture something today; links to /collect. */
export function CapturePromoCard() {
  return (
    <section
      aria-labelledby="capture-promo-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-700 via-indigo-700 to-violet-800 p-6 text-white shadow-md sm:p-8"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 right-24 size-40 rounded-full bg-violet-400/20" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
            <PenLine aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="capture-promo-title" className="text-lg font-semibold tracking-tight sm:text-xl">
              What is on your mind today?
            </h2>
            <p className="mt-1 max-w-xl text-indigo-100">
              Capture a thought, a memory or a reflection. Every entry helps your Immortal AI think a little more like you.
            </p>
          </div>
        </div>
        <Link to="/collect" className={cn(buttonVariants({ size: 'lg' }), 'shrink-0 bg-white text-indigo-800 hover:bg-indigo-50 focus-visible:outline-white')}>
          Start capturing
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
